import heapq
import sys
from typing import List, Tuple


def min_pods(bookings: List[Tuple[int, int]]) -> int:
    """The fewest pods that can host every half-open booking [s, e)."""
    ends: List[int] = []  # min-heap of the end times of the pods in use
    for s, e in sorted(bookings):
        if ends and ends[0] <= s:
            heapq.heapreplace(ends, e)  # reuse the pod that freed up first
        else:
            heapq.heappush(ends, e)
    return len(ends)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(min_pods(bookings))


main()
