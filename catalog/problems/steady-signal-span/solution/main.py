import sys
from collections import deque
from typing import Deque, List


def longest_steady(readings: List[int], limit: int) -> int:
    """The length of the longest stretch whose max - min is at most limit."""
    high: Deque[int] = deque()  # indices, readings decreasing from front to back
    low: Deque[int] = deque()  # indices, readings increasing from front to back
    left = 0
    best = 0
    for right, v in enumerate(readings):
        while high and readings[high[-1]] <= v:
            high.pop()
        high.append(right)
        while low and readings[low[-1]] >= v:
            low.pop()
        low.append(right)
        # Shrink from the left until the spread fits again.
        while readings[high[0]] - readings[low[0]] > limit:
            left += 1
            if high[0] < left:
                high.popleft()
            if low[0] < left:
                low.popleft()
        if right - left + 1 > best:
            best = right - left + 1
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, limit = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2 : 2 + n]]
    print(longest_steady(readings, limit))


main()
