# Brute force: check every cell against both diagonal rules and add it once if it lies on either.
import sys

data = sys.stdin.read().split()
n = int(data[0])
field = [[int(data[2 + i * n + j]) for j in range(n)] for i in range(n)]
total = 0
for i in range(n):
    for j in range(n):
        if i == j or i + j == n - 1:
            total += field[i][j]
print(total)
