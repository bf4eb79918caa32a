# Brute force: XOR the codes of every queried block one by one.
import sys

data = sys.stdin.read().split()
n = int(data[0])
codes = [int(x) for x in data[1 : 1 + n]]
q = int(data[1 + n])
out = []
for i in range(q):
    l, r = int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])
    acc = 0
    for j in range(l, r + 1):
        acc ^= codes[j]
    out.append(str(acc))
print("\n".join(out))
