import sys
from typing import List


def count_peaceful_placements(board: List[str]) -> int:
    """The number of ways to place n mutually non-attacking queens on the open cells."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    print(count_peaceful_placements(data[2 : 2 + n]))


main()
