import heapq
import sys
from typing import List


def crush_boulders(boulders: List[int]) -> int:
    """The weight of the boulder left at the end, or 0 if none is left."""
    heap = [-b for b in boulders]  # heapq is a min-heap: store negated weights
    heapq.heapify(heap)
    while len(heap) > 1:
        first = -heapq.heappop(heap)
        second = -heapq.heappop(heap)
        if first > second:
            heapq.heappush(heap, second - first)
    return -heap[0] if heap else 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(crush_boulders([int(x) for x in data[1 : 1 + n]]))


main()
