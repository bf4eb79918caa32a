# Brute force: in a clockwise quarter turn, output row k is input column k read from the bottom up.
import sys

data = sys.stdin.read().split()
n = int(data[0])
img = [[int(data[2 + i * n + j]) for j in range(n)] for i in range(n)]
out = []
for k in range(n):
    out.append(" ".join(str(img[i][k]) for i in range(n - 1, -1, -1)))
print("\n".join(out))
