import sys
from typing import List


def count_islands(grid: List[str]) -> int:
    """The number of 4-connected islands of '#' cells."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(count_islands(tokens[2 : 2 + r]))


main()
