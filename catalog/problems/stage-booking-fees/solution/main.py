import sys
from bisect import bisect_right
from typing import List, Tuple


def best_fees(requests: List[Tuple[int, int, int]]) -> int:
    """Largest total fee of non-overlapping requests [s, e) with their fees."""
    r = sorted(requests, key=lambda x: x[1])  # by end time
    ends = [e for _, e, _ in r]
    best = [0] * (len(r) + 1)  # best[i] = best total using the first i requests
    for i, (s, _, fee) in enumerate(r, start=1):
        p = bisect_right(ends, s, 0, i - 1)  # requests ending at or before s
        best[i] = max(best[i - 1], fee + best[p])
    return best[-1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    requests = [(int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])) for i in range(n)]
    print(best_fees(requests))


main()
