# Brute force: simulate the student step by step. Each step rescans every course, collects those not
# taken whose every rule-prerequisite is taken, and takes the smallest; none available -> IMPOSSIBLE.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
taken = [False] * n
order = []
for _ in range(n):
    available = [
        c for c in range(n) if not taken[c] and all(taken[u] for u, v in rules if v == c)
    ]
    if not available:
        print("IMPOSSIBLE")
        sys.exit(0)
    c = min(available)
    taken[c] = True
    order.append(c)
print(" ".join(map(str, order)))
