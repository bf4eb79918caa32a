# Brute force: build the tree as an undirected graph, BFS from every node, take the largest distance.
import sys
from collections import deque

tokens = sys.stdin.read().split()
vals = []
adj = []
if tokens and tokens[0] != "null":
    adj.append([])
    queue = deque([0])
    i = 1
    while queue and i < len(tokens):
        node = queue.popleft()
        for _ in range(2):
            if i >= len(tokens):
                break
            t = tokens[i]
            i += 1
            if t != "null":
                child = len(adj)
                adj.append([node])
                adj[node].append(child)
                queue.append(child)
n = len(adj)
best = 0
for s in range(n):
    dist = [-1] * n
    dist[s] = 0
    q = deque([s])
    while q:
        u = q.popleft()
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                q.append(v)
    best = max(best, max(dist))
print(best)
