import heapq
import sys
from typing import List, Tuple


def rooftop_outline(buildings: List[List[int]]) -> List[List[int]]:
    """The key points [x, h] of the outline of the buildings, left to right."""
    by_left = sorted(buildings)
    xs = sorted({x for left, right, _ in buildings for x in (left, right)})
    heap: List[Tuple[int, int]] = []  # (-height, right) of started buildings; ended ones removed lazily
    points: List[List[int]] = []
    nxt = 0
    prev = 0
    for x in xs:
        while nxt < len(by_left) and by_left[nxt][0] <= x:
            left, right, height = by_left[nxt]
            heapq.heappush(heap, (-height, right))
            nxt += 1
        while heap and heap[0][1] <= x:
            heapq.heappop(heap)  # the tallest has ended
        h = -heap[0][0] if heap else 0
        if h != prev:
            points.append([x, h])
            prev = h
    return points


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    buildings = [data[1 + 3 * i : 4 + 3 * i] for i in range(n)]
    print("\n".join(f"{x} {h}" for x, h in rooftop_outline(buildings)))


main()
