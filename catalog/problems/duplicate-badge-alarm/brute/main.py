# Brute force: compare every pair of scans.
import sys

data = sys.stdin.read().split()
n = int(data[0])
badges = [int(x) for x in data[1 : 1 + n]]
dup = any(badges[i] == badges[j] for i in range(n) for j in range(i + 1, n))
print("true" if dup else "false")
