# Brute force: for every convoy, search the towns reachable from its start using only roads whose
# limit is at least its weight (a fresh flood fill per convoy), and check the destination.
import sys

data = list(map(int, sys.stdin.read().split()))
n, m = data[0], data[1]
roads = [tuple(data[2 + 3 * i : 5 + 3 * i]) for i in range(m)]
pos = 2 + 3 * m
q = data[pos]
out = []
for k in range(q):
    s, t, w = data[pos + 1 + 3 * k : pos + 4 + 3 * k]
    seen = {s}
    changed = True
    while changed:
        changed = False
        for a, b, limit in roads:
            if limit < w:
                continue
            if a in seen and b not in seen:
                seen.add(b)
                changed = True
            elif b in seen and a not in seen:
                seen.add(a)
                changed = True
    out.append("true" if t in seen else "false")
print("\n".join(out))
