import heapq
import sys
from typing import List


def furthest_roof(heights: List[int], bricks: int, ladders: int) -> int:
    """Index of the furthest roof reachable with the given bricks and ladders."""
    with_ladder: List[int] = []  # min-heap of the climbs that currently hold a ladder
    for i in range(len(heights) - 1):
        d = heights[i + 1] - heights[i]
        if d <= 0:
            continue  # dropping down or stepping across is free
        heapq.heappush(with_ladder, d)
        # Too many ladders in use: the smallest such climb is paid with bricks instead.
        if len(with_ladder) > ladders:
            bricks -= heapq.heappop(with_ladder)
            if bricks < 0:
                return i
    return len(heights) - 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, bricks, ladders = int(data[0]), int(data[1]), int(data[2])
    heights = [int(x) for x in data[3 : 3 + n]]
    print(furthest_roof(heights, bricks, ladders))


main()
