import sys
from typing import List


def fewest_moves(grid: List[str]) -> int:
    """Fewest 8-direction moves from the top-left to the bottom-right cell, or -1."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(fewest_moves(tokens[2 : 2 + r]))


main()
