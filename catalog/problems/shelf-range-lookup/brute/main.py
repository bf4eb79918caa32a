# Brute force: scan the whole shelf for every query.
import sys

data = sys.stdin.read().split()
n = int(data[0])
shelf = [int(x) for x in data[1 : 1 + n]]
q = int(data[1 + n])
out = []
for k in range(q):
    x = int(data[2 + n + k])
    idx = [i for i in range(n) if shelf[i] == x]
    out.append(f"{idx[0]} {idx[-1]}" if idx else "-1 -1")
print("\n".join(out))
