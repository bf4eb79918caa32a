# Brute force: try every set of trees, smallest first, until one watches every tree.
import sys
from itertools import combinations

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
watch = [1 << v for v in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    watch[u] |= 1 << v
    watch[v] |= 1 << u
full = (1 << n) - 1


def covers(cams):
    seen = 0
    for c in cams:
        seen |= watch[c]
    return seen == full


print(next(size for size in range(1, n + 1) if any(covers(c) for c in combinations(range(n), size))))
