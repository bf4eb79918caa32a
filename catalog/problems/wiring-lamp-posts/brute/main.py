# Brute force: try every set of n - 1 cables among all pairs of posts; keep the cheapest set that
# connects every post.
import sys
from itertools import combinations

data = sys.stdin.read().split()
n = int(data[0])
pts = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]


def cost(i, j):
    return abs(pts[i][0] - pts[j][0]) + abs(pts[i][1] - pts[j][1])


def connects(cables):
    reached = {0}
    changed = True
    while changed:
        changed = False
        for i, j in cables:
            if (i in reached) != (j in reached):
                reached.update((i, j))
                changed = True
    return len(reached) == n


best = None
for cables in combinations(pairs, n - 1):
    if connects(cables):
        total = sum(cost(i, j) for i, j in cables)
        if best is None or total < best:
            best = total
print(best if best is not None else 0)
