# Brute force: list every pair i < j that spends exactly the budget, pick the smallest by (j, i).
import sys

data = sys.stdin.read().split()
n, budget = int(data[0]), int(data[1])
price = [int(t) for t in data[2 : 2 + n]]
pairs = [(j, i) for i in range(n) for j in range(i + 1, n) if price[i] + price[j] == budget]
if pairs:
    j, i = min(pairs)
    print(i, j)
else:
    print(-1, -1)
