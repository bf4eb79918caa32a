# Brute force: go through every subset of 1..n as a bitmask, keep those of size k, then sort the
# resulting lists.
import sys

n, k = map(int, sys.stdin.read().split()[:2])
sets = []
for mask in range(1 << n):
    chosen = [i + 1 for i in range(n) if mask >> i & 1]
    if len(chosen) == k:
        sets.append(chosen)
sets.sort()
print("\n".join(" ".join(map(str, s)) for s in sets))
