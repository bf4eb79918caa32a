# Brute force: check every run of consecutive days and keep the longest strictly increasing one.
import sys

data = sys.stdin.read().split()
n = int(data[0])
t = [int(x) for x in data[1 : 1 + n]]
best = 0
for i in range(n):
    for j in range(i, n):
        if all(t[k] < t[k + 1] for k in range(i, j)):
            best = max(best, j - i + 1)
print(best)
