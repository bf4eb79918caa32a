# Brute force: try every subset of tracks, keep the cheapest one that connects all villages.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
edges = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]


def connected(mask):
    adj = [[] for _ in range(n)]
    for i in range(m):
        if mask >> i & 1:
            u, v, _ = edges[i]
            adj[u].append(v)
            adj[v].append(u)
    seen = {0}
    stack = [0]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return len(seen) == n


best = -1
for mask in range(1 << m):
    if connected(mask):
        cost = sum(edges[i][2] for i in range(m) if mask >> i & 1)
        if best < 0 or cost < best:
            best = cost
print(best)
