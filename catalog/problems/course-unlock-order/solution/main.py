import heapq
import sys
from typing import List, Optional, Tuple


def unlock_order(n: int, rules: List[Tuple[int, int]]) -> Optional[List[int]]:
    """The smallest-label-first order of all courses, or None if impossible."""
    adj: List[List[int]] = [[] for _ in range(n)]
    waiting = [0] * n  # unfinished prerequisites of each course
    for u, v in rules:
        adj[u].append(v)
        waiting[v] += 1
    heap = [c for c in range(n) if waiting[c] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        c = heapq.heappop(heap)  # the smallest available course
        order.append(c)
        for v in adj[c]:
            waiting[v] -= 1
            if waiting[v] == 0:
                heapq.heappush(heap, v)
    return order if len(order) == n else None  # leftovers lie on or behind a cycle


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    order = unlock_order(n, rules)
    print("IMPOSSIBLE" if order is None else " ".join(map(str, order)))


main()
