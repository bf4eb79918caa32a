# Brute force: check every pair of positions i < j with j - i <= k.
import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
b = data[2 : 2 + n]
b = [int(v) for v in b]
found = any(b[i] == b[j] for i in range(n) for j in range(i + 1, n) if j - i <= k)
print("true" if found else "false")
