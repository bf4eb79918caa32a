import sys
from collections import deque
from typing import Deque, List


def best_crossing(values: List[int], k: int) -> int:
    """The highest score of a route from stone 0 to stone n-1 with hops of at most k."""
    n = len(values)
    best = [0] * n  # best[i]: highest score of a route from stone 0 ending on stone i
    best[0] = values[0]
    window: Deque[int] = deque([0])  # indices with strictly decreasing best
    for i in range(1, n):
        if window[0] < i - k:
            window.popleft()  # the front is out of reach
        b = values[i] + best[window[0]]
        best[i] = b
        while window and best[window[-1]] <= b:
            window.pop()
        window.append(i)
    return best[n - 1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    values = [int(x) for x in data[2 : 2 + n]]
    print(best_crossing(values, k))


main()
