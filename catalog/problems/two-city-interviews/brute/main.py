# Brute force: try every way to choose the n candidates who go north.
import sys
from itertools import combinations

data = sys.stdin.read().split()
n = int(data[0])
north = [int(data[1 + 2 * i]) for i in range(2 * n)]
south = [int(data[2 + 2 * i]) for i in range(2 * n)]
best = None
for group in combinations(range(2 * n), n):
    chosen = set(group)
    bill = sum(north[i] if i in chosen else south[i] for i in range(2 * n))
    if best is None or bill < best:
        best = bill
print(best)
