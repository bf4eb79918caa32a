# Brute force: Bellman-Ford style relaxation until nothing changes (no heap, no cleverness).
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
edges = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
INF = float("inf")
dist = [INF] * n
dist[0] = 0
changed = True
while changed:
    changed = False
    for u, v, w in edges:
        if dist[u] + w < dist[v]:
            dist[v] = dist[u] + w
            changed = True
print(-1 if INF in dist else max(dist))
