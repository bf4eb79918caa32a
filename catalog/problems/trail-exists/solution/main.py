import sys
from typing import List, Tuple


def trail_exists(n: int, trails: List[Tuple[int, int]], s: int, t: int) -> bool:
    """Whether hut t can be reached from hut s along undirected trails."""
    adj: List[List[int]] = [[] for _ in range(n)]
    for u, v in trails:
        adj[u].append(v)
        adj[v].append(u)
    visited = [False] * n
    visited[s] = True
    queue = [s]
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        if u == t:
            return True
        for v in adj[u]:
            if not visited[v]:
                visited[v] = True
                queue.append(v)
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    trails = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    s, t = int(data[2 + 2 * m]), int(data[3 + 2 * m])
    print("true" if trail_exists(n, trails, s, t) else "false")


main()
