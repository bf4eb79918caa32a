# Brute force: look at every position of the shelf.
import sys

data = sys.stdin.read().split()
n = int(data[0])
codes = [int(x) for x in data[1 : 1 + n]]
q = int(data[1 + n])
out = []
for i in range(q):
    x = int(data[2 + n + i])
    found = -1
    for j in range(n):
        if codes[j] == x:
            found = j
            break
    out.append(str(found))
print("\n".join(out))
