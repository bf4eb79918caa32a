# Brute force: every subset of orders; a subset is feasible if some order of running it meets every
# deadline (tried over all permutations); keep the best total.
import sys
from itertools import permutations

data = sys.stdin.read().split()
n = int(data[0])
jobs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
best = 0
for mask in range(1 << n):
    chosen = [jobs[i] for i in range(n) if mask >> i & 1]
    total = sum(p for _, p in chosen)
    if total <= best:
        continue
    for order in permutations(chosen):
        if all(d >= hour + 1 for hour, (d, _) in enumerate(order)):
            best = total
            break
print(best)
