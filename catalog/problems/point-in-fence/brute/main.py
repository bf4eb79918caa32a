# Brute force: a point is on the fence when it lies on some segment (collinear and between the ends,
# checked exactly). Otherwise add up the signed angles the fence sweeps around the point: a full turn
# (winding number +-1) means inside, zero means outside.
import math
import sys

data = list(map(int, sys.stdin.read().split()))
n = data[0]
fence = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
pos = 1 + 2 * n
q = data[pos]
out = []
for k in range(q):
    px, py = data[pos + 1 + 2 * k], data[pos + 2 + 2 * k]
    on = False
    turn = 0.0
    for i in range(n):
        ax, ay = fence[i]
        bx, by = fence[(i + 1) % n]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross == 0 and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
            on = True
            break
        ux, uy = ax - px, ay - py
        vx, vy = bx - px, by - py
        turn += math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if on:
        out.append("BOUNDARY")
    else:
        winding = round(turn / (2 * math.pi))
        out.append("OUTSIDE" if winding == 0 else "INSIDE")
print("\n".join(out))
