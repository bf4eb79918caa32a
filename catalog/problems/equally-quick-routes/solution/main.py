import heapq
import sys
from typing import List, Tuple

MOD = 1_000_000_007


def quick_routes(n: int, roads: List[Tuple[int, int, int]]) -> Tuple[int, int]:
    """(length of the shortest route from 0 to n-1, number of such routes mod 10^9+7), or (-1, 0)."""
    adj: List[List[Tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in roads:
        adj[u].append((v, w))
        adj[v].append((u, w))
    inf = float("inf")
    dist = [inf] * n
    ways = [0] * n  # shortest routes from 0, mod MOD
    dist[0] = 0
    ways[0] = 1
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue  # a stale entry
        # u is final: every shortest route into u has been counted, so pass its count on.
        wu = ways[u]
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                ways[v] = wu
                heapq.heappush(heap, (nd, v))
            elif nd == dist[v]:
                ways[v] = (ways[v] + wu) % MOD
    if dist[n - 1] == inf:
        return (-1, 0)
    return (dist[n - 1], ways[n - 1])


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2 : 2 + 3 * m]))
    roads = [(vals[i], vals[i + 1], vals[i + 2]) for i in range(0, 3 * m, 3)]
    length, count = quick_routes(n, roads)
    print(length, count)


main()
