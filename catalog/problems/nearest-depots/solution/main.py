import heapq
import sys
from typing import List, Tuple


def nearest_depots(depots: List[List[int]], k: int) -> List[int]:
    """Indices of the k closest depots, closest first (ties by smaller index)."""
    # heapq is a min-heap: store (-distance, -index) so the top is the worst of the k kept.
    heap: List[Tuple[int, int]] = []
    for i, (x, y) in enumerate(depots):
        item = (-(x * x + y * y), -i)
        if len(heap) < k:
            heapq.heappush(heap, item)
        elif item > heap[0]:  # closer than the worst kept (or as close with a smaller index)
            heapq.heapreplace(heap, item)
    return [-i for _, i in sorted(heap, reverse=True)]


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k = data[0], data[1]
    depots = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(n)]
    print(" ".join(map(str, nearest_depots(depots, k))))


main()
