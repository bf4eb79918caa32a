# Brute force: sum every block of k from scratch, keep the first best.
import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
a = [int(v) for v in data[2 : 2 + n]]
best = None
start = -1
for s in range(n - k + 1):
    total = sum(a[s : s + k])
    if best is None or total > best:
        best = total
        start = s
print(best, start)
