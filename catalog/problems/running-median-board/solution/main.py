import heapq
import sys
from typing import List


def running_medians(scores: List[int]) -> List[int]:
    """The lower median after each score."""
    low: List[int] = []  # max-heap of the smaller half, stored negated
    high: List[int] = []  # min-heap of the larger half
    out = []
    for x in scores:
        if not low or x <= -low[0]:
            heapq.heappush(low, -x)
        else:
            heapq.heappush(high, x)
        # Keep len(low) == len(high) or len(high) + 1.
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        out.append(-low[0])
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    scores = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, running_medians(scores))))


main()
