import heapq
import sys
from typing import List


def splice_cost(lengths: List[int]) -> int:
    """The minimum total cost of splicing all pieces into one cable."""
    heap = list(lengths)
    heapq.heapify(heap)
    total = 0
    while len(heap) > 1:
        # Splice the two shortest pieces and put the result back.
        joined = heapq.heappop(heap) + heap[0]
        heapq.heapreplace(heap, joined)
        total += joined
    return total


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lengths = [int(x) for x in data[1 : 1 + n]]
    print(splice_cost(lengths))


main()
