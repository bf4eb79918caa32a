# Brute force: enumerate every walk as a choice of which of the r+c-2 moves are south, sum its tolls.
import sys
from itertools import combinations

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
toll = [[int(data[2 + i * c + j]) for j in range(c)] for i in range(r)]
steps = r + c - 2
best = None
for downs in combinations(range(steps), r - 1):
    down_set = set(downs)
    i = j = 0
    total = toll[0][0]
    for s in range(steps):
        if s in down_set:
            i += 1
        else:
            j += 1
        total += toll[i][j]
    if best is None or total < best:
        best = total
print(best)
