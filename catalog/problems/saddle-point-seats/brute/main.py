# Brute force: check every seat against its whole row and its whole column.
import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
g = [[int(data[2 + i * c + j]) for j in range(c)] for i in range(r)]
seats = [
    (i, j)
    for i in range(r)
    for j in range(c)
    if all(g[i][j] <= g[i][k] for k in range(c)) and all(g[i][j] >= g[k][j] for k in range(r))
]
print(len(seats))
for i, j in seats:
    print(i, j)
