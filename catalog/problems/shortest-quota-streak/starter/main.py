import sys
from collections import deque
from typing import List


def shortest_quota_streak(gains: List[int], quota: int) -> int:
    """Length of the shortest run of consecutive days summing to at least quota, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, quota = int(data[0]), int(data[1])
    gains = [int(x) for x in data[2 : 2 + n]]
    print(shortest_quota_streak(gains, quota))


main()
