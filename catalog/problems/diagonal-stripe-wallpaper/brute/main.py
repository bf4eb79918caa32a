# Brute force: scan tiles in reading order, literally comparing each with its upper-left tile.
import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
a = [[int(data[2 + i * c + j]) for j in range(c)] for i in range(r)]
answer = "-1"
found = False
for i in range(r):
    for j in range(c):
        if i >= 1 and j >= 1 and a[i][j] != a[i - 1][j - 1]:
            answer = f"{i} {j}"
            found = True
            break
    if found:
        break
print(answer)
