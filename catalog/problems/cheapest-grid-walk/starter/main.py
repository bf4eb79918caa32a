import sys
from typing import List


def cheapest_walk(toll: List[List[int]]) -> int:
    """Minimum total toll of an east/south walk from the top-left to the bottom-right block."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    toll = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(cheapest_walk(toll))


main()
