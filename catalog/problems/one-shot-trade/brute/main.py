# Brute force: try every buying day and every strictly later selling day.
import sys

data = sys.stdin.read().split()
n = int(data[0])
prices = [int(x) for x in data[1 : 1 + n]]
best = 0
for i in range(n):
    for j in range(i + 1, n):
        best = max(best, prices[j] - prices[i])
print(best)
