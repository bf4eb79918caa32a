# Brute force: try every pair of different junctions and count, road by road, the roads that
# touch at least one of the two.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
best = 0
for a in range(n):
    for b in range(n):
        if a == b:
            continue
        watched = sum(1 for u, v in roads if u in (a, b) or v in (a, b))
        best = max(best, watched)
print(best)
