import heapq
import sys
from typing import List, Tuple


def broadcast_delay(n: int, links: List[Tuple[int, int, int]]) -> int:
    """The time the last relay hears the broadcast from relay 0, or -1."""
    adj: List[List[Tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, w in links:
        adj[u].append((v, w))
    inf = float("inf")
    dist = [inf] * n
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, v = heapq.heappop(heap)
        if d > dist[v]:
            continue  # stale entry
        for x, w in adj[v]:
            nd = d + w
            if nd < dist[x]:
                dist[x] = nd
                heapq.heappush(heap, (nd, x))
    last = max(dist)
    return -1 if last == inf else int(last)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    links = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(broadcast_delay(n, links))


main()
