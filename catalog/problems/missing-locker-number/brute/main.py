# Brute force: try every locker number 0..n and print the first one not among the keys.
import sys

data = sys.stdin.read().split()
n = int(data[0])
keys = [int(x) for x in data[1 : 1 + n]]
print(next(k for k in range(n + 1) if k not in keys))
