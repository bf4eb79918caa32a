import sys
from typing import List


def largest_clear_plot(grid: List[str]) -> int:
    """The area of the largest rectangle of clear cells (sides parallel to the grid)."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    print(largest_clear_plot([s.strip() for s in lines[1 : 1 + r]]))


main()
