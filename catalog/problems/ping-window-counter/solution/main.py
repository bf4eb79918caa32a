import sys
from collections import deque
from typing import List


def recent_pings(times: List[int]) -> List[int]:
    """For each ping (times strictly increasing), the number of pings in [t - 3000, t]."""
    window: deque = deque()
    counts = []
    for t in times:
        window.append(t)
        while window[0] < t - 3000:
            window.popleft()
        counts.append(len(window))
    return counts


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, recent_pings([int(x) for x in data[1 : 1 + n]]))))


main()
