# Brute force (no shoelace): count lattice points of the bounding box that lie on the fence (B) and
# strictly inside it (I, by crossing-counting a ray), then Pick's theorem: 2 * area = 2I + B - 2.
import sys

data = sys.stdin.read().split()
n = int(data[0])
pts = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
edges = [(pts[i], pts[(i + 1) % n]) for i in range(n)]


def orient(a, b, c):
    v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (v > 0) - (v < 0)


def on_segment(p, a, b):
    return (
        orient(a, b, p) == 0
        and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
        and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
    )


def crosses(p, q, a, b):
    # Proper crossing only; the ray p->q never passes through a lattice corner nor runs along an edge.
    return orient(p, q, a) * orient(p, q, b) < 0 and orient(a, b, p) * orient(a, b, q) < 0


xs = [p[0] for p in pts]
ys = [p[1] for p in pts]
span = max(max(xs) - min(xs), max(ys) - min(ys)) + 1
steep = 10 * span  # direction (steep, 1): no other lattice point of the box lies on the ray
boundary = 0
inside = 0
for x in range(min(xs), max(xs) + 1):
    for y in range(min(ys), max(ys) + 1):
        p = (x, y)
        if any(on_segment(p, a, b) for a, b in edges):
            boundary += 1
            continue
        q = (x + steep * (span + 1), y + span + 1)
        if sum(1 for a, b in edges if crosses(p, q, a, b)) % 2 == 1:
            inside += 1
print(2 * inside + boundary - 2)
