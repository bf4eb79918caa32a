import sys
from typing import List


def can_trace(grid: List[str], word: str) -> bool:
    """Whether word can be traced through side-adjacent cells, each cell used at most once."""
    # Write your code here.
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    grid = [lines[1 + i].strip() for i in range(r)]
    print("true" if can_trace(grid, lines[1 + r].strip()) else "false")


main()
