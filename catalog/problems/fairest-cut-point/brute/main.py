# Brute force: for every cut, sum both parts from scratch; keep the smallest gap, first k on ties.
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1 : 1 + n]]
best = None
for k in range(1, n):
    gap = abs(sum(a[:k]) - sum(a[k:]))
    if best is None or gap < best[1]:
        best = (k, gap)
print(best[0], best[1])
