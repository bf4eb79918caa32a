# Brute force: turn the frame so the rider faces +x. With d = B - A, the point C - A in rider
# coordinates has sideways (left, to the north of the travel direction) component
# -d.y * (C - A).x + d.x * (C - A).y (up to the positive factor |d|): positive is left.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    ax, ay, bx, by, cx, cy = (int(v) for v in data[1 + 6 * i : 7 + 6 * i])
    dx, dy = bx - ax, by - ay
    px, py = cx - ax, cy - ay
    side = -dy * px + dx * py
    out.append("LEFT" if side > 0 else "RIGHT" if side < 0 else "STRAIGHT")
print("\n".join(out))
