# Brute force: add up every asked range from scratch.
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1 : 1 + n]]
q = int(data[1 + n])
out = []
for i in range(q):
    l = int(data[2 + n + 2 * i])
    r = int(data[3 + n + 2 * i])
    total = 0
    for d in range(l, r + 1):
        total += a[d]
    out.append(str(total))
print("\n".join(out))
