import sys
from collections import deque
from typing import List


def window_peaks(levels: List[int], k: int) -> List[int]:
    """The maximum of each window of k consecutive readings."""
    out = []
    dq: deque = deque()  # indices, readings strictly decreasing from front to back
    for i, level in enumerate(levels):
        # older readings not higher than the new one can never be a maximum again
        while dq and levels[dq[-1]] <= level:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()  # the front left the window
        if i >= k - 1:
            out.append(levels[dq[0]])
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    levels = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, window_peaks(levels, k))))


main()
