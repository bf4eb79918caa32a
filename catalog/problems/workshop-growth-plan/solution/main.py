import heapq
import sys
from typing import List


def best_capital(projects: List[List[int]], k: int, w: int) -> int:
    """The largest capital after at most k affordable projects, starting from w."""
    by_capital = sorted(projects)
    profits: List[int] = []  # max-heap (negated) of the profits of affordable, unused projects
    nxt = 0  # first project in by_capital not yet pushed
    capital = w
    for _ in range(k):
        while nxt < len(by_capital) and by_capital[nxt][0] <= capital:
            heapq.heappush(profits, -by_capital[nxt][1])
            nxt += 1
        if not profits:
            break  # nothing affordable now, and capital cannot grow
        capital -= heapq.heappop(profits)
    return capital


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k, w = data[0], data[1], data[2]
    projects = [[data[3 + 2 * i], data[4 + 2 * i]] for i in range(n)]
    print(best_capital(projects, k, w))


main()
