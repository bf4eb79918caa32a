import sys
from collections import deque
from typing import List


def shortest_quota_streak(gains: List[int], quota: int) -> int:
    """Length of the shortest run of consecutive days summing to at least quota, or -1."""
    n = len(gains)
    prefix = [0] * (n + 1)
    for i, g in enumerate(gains):
        prefix[i + 1] = prefix[i] + g
    starts: deque = deque()  # candidate starts, prefix sums strictly increasing
    best = n + 1
    for j in range(n + 1):
        pj = prefix[j]
        # The head start reaches the quota at j: no later end can give it a shorter streak.
        while starts and pj - prefix[starts[0]] >= quota:
            best = min(best, j - starts.popleft())
        # A start with a larger or equal prefix and an earlier index is never better than j.
        while starts and prefix[starts[-1]] >= pj:
            starts.pop()
        starts.append(j)
    return -1 if best == n + 1 else best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, quota = int(data[0]), int(data[1])
    gains = [int(x) for x in data[2 : 2 + n]]
    print(shortest_quota_streak(gains, quota))


main()
