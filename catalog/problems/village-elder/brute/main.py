# Brute force: test every villager against the definition (every other villager vouches for them,
# and they vouch for nobody).
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
edges = {(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)}
elders = []
for e in range(n):
    trusted = all((a, e) in edges for a in range(n) if a != e)
    silent = not any(a == e for a, _ in edges)
    if trusted and silent:
        elders.append(e)
print(elders[0] if elders else -1)
