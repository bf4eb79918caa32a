import sys
from typing import List


def count_routes(grid: List[str]) -> int:
    """Right/down routes from the top-left to the bottom-right cell avoiding '#', modulo 10^9 + 7."""
    mod = 1_000_000_007
    c = len(grid[0])
    # ways[j] = routes to cell (i, j) of the current row; before the update it holds row i - 1.
    ways = [0] * c
    for i, row in enumerate(grid):
        for j in range(c):
            if row[j] == "#":
                ways[j] = 0
            elif i == 0 and j == 0:
                ways[j] = 1
            elif j > 0:
                ways[j] = (ways[j] + ways[j - 1]) % mod
            # j == 0: only the cell above leads here, and ways[0] already holds it.
    return ways[c - 1]


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(count_routes(tokens[2 : 2 + r]))


main()
