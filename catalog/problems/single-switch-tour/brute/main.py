# Brute force: build the tour literally as the statement defines it, by reflection.
import sys

n = int(sys.stdin.read().split()[0])
tour = [0, 1]
for j in range(1, n):
    tour = tour + [x + (1 << j) for x in reversed(tour)]
print(" ".join(map(str, tour)))
