import sys
from collections import deque
from typing import List


def fewest_walls(grid: List[str]) -> int:
    """The fewest walls to knock down on a 4-direction route from the top-left to the bottom-right cell."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(fewest_walls(tokens[2 : 2 + r]))


main()
