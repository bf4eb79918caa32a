# Brute force: keep the levels in a plain list, apply each reading as it comes and answer each
# question by scanning every reservoir from l to r.
import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
levels = [int(x) for x in data[2 : 2 + n]]
pos = 2 + n
out = []
for _ in range(q):
    op, a, b = data[pos], int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if op == "U":
        levels[a] = b
    else:
        lowest = levels[a]
        for i in range(a, b + 1):
            if levels[i] < lowest:
                lowest = levels[i]
        out.append(str(lowest))
print("\n".join(out))
