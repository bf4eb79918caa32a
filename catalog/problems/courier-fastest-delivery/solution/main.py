import heapq
import sys
from typing import List, Tuple


def fastest_delivery(n: int, streets: List[Tuple[int, int, int]]) -> int:
    adj: List[List[Tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in streets:
        adj[u].append((v, w))
    inf = float("inf")
    dist = [inf] * n
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, v = heapq.heappop(heap)
        if d > dist[v]:
            continue  # stale entry
        if v == n - 1:
            return d
        for x, w in adj[v]:
            nd = d + w
            if nd < dist[x]:
                dist[x] = nd
                heapq.heappush(heap, (nd, x))
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(fastest_delivery(n, streets))


main()
