import sys
from typing import List


def cheapest_walk(toll: List[List[int]]) -> int:
    """Minimum total toll of an east/south walk from the top-left to the bottom-right block."""
    c = len(toll[0])
    # row[j] = best[i][j] for the current row i (best[i - 1][j] before it is overwritten)
    row = [0] + [float("inf")] * (c - 1)
    for tolls in toll:
        row[0] += tolls[0]
        for j in range(1, c):
            row[j] = tolls[j] + min(row[j], row[j - 1])
    return row[-1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    toll = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(cheapest_walk(toll))


main()
