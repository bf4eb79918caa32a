# Brute force: count the wagons from the tail one by one and rebuild the train without the k-th.
import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
values = data[2 : 2 + n]
kept = []
for pos in range(n):
    from_tail = n - pos
    if from_tail != k:
        kept.append(values[pos])
print(" ".join(kept))
