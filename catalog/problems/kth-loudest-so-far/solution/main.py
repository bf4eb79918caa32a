import heapq
import sys
from typing import List


def kth_loudest(readings: List[int], k: int) -> List[int]:
    """After each reading, the k-th largest so far (-1 while fewer than k)."""
    heap: List[int] = []  # min-heap of the k loudest readings; heap[0] is the k-th loudest
    out = []
    for r in readings:
        if len(heap) < k:
            heapq.heappush(heap, r)
        elif r > heap[0]:
            heapq.heapreplace(heap, r)  # the old k-th loudest drops out
        out.append(heap[0] if len(heap) == k else -1)
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, kth_loudest(readings, k))))


main()
