import sys
from collections import deque
from typing import List


def paint_bucket(grid: List[List[str]], row: int, col: int, colour: str) -> None:
    """Repaints the region of the clicked cell in place."""
    # Write your code here.
    pass


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    grid = [list(tokens[2 + i]) for i in range(r)]
    paint_bucket(grid, int(tokens[2 + r]), int(tokens[3 + r]), tokens[4 + r])
    print("\n".join("".join(line) for line in grid))


main()
