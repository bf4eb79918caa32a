import sys
from typing import List


def furthest_roof(heights: List[int], bricks: int, ladders: int) -> int:
    """Index of the furthest roof reachable with the given bricks and ladders."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, bricks, ladders = int(data[0]), int(data[1]), int(data[2])
    heights = [int(x) for x in data[3 : 3 + n]]
    print(furthest_roof(heights, bricks, ladders))


main()
