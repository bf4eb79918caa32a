# Brute force: build the wall row by row exactly as described.
import sys

k = int(sys.stdin.read().split()[0])
row = [1]
for _ in range(k):
    row = [1] + [row[j - 1] + row[j] for j in range(1, len(row))] + [1]
print(" ".join(map(str, row)))
