import heapq
import sys
from typing import List


def earliest_crossing(h: List[List[int]]) -> int:
    """The earliest time the corner (n-1, n-1) can be reached from (0, 0)."""
    n = len(h)
    flat = [x for row in h for x in row]
    target = n * n - 1
    best = [n * n] * (n * n)  # larger than any height
    best[0] = flat[0]
    heap = [(flat[0], 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > best[u]:
            continue  # stale entry
        if u == target:
            return d
        i, j = divmod(u, n)
        for v, ok in ((u - n, i > 0), (u + n, i < n - 1), (u - 1, j > 0), (u + 1, j < n - 1)):
            if ok:
                cand = d if d > flat[v] else flat[v]  # a route costs its highest square
                if cand < best[v]:
                    best[v] = cand
                    heapq.heappush(heap, (cand, v))
    return best[target]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(earliest_crossing(h))


main()
