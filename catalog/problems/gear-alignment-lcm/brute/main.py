# Brute force: walk through the ticks at which gear a is back (a, 2a, 3a, ...) until gear b is too.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    t = a
    while t % b != 0:
        t += a
    out.append(str(t))
print("\n".join(out))
