# Brute force: pick the closest remaining depot k times by scanning all of them (small n only).
import sys

data = list(map(int, sys.stdin.read().split()))
n, k = data[0], data[1]
points = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
picked = []
for _ in range(k):
    best = -1
    for i, (x, y) in enumerate(points):
        if i in picked:
            continue
        d = x * x + y * y
        if best < 0 or d < points[best][0] ** 2 + points[best][1] ** 2:
            best = i  # strictly closer only, so the smaller index wins a tie
    picked.append(best)
print(" ".join(map(str, picked)))
