import sys
from typing import List, Tuple


def convex_fence(xs: List[int], ys: List[int]) -> Tuple[List[Tuple[int, int]], int]:
    """The hull corners counter-clockwise from the smallest (x, y), without corners in the middle
    of a straight side, and twice the enclosed area."""
    pts = sorted(set(zip(xs, ys)))  # by (x, y), duplicates dropped
    if len(pts) == 1:
        return pts, 0

    def cross(o: Tuple[int, int], a: Tuple[int, int], b: Tuple[int, int]) -> int:
        # > 0 when o -> a -> b turns left (counter-clockwise).
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    # Monotone chain: lower hull left to right, then upper hull right to left; popping on
    # cross <= 0 removes right turns and corners in the middle of straight sides.
    hull: List[Tuple[int, int]] = []
    for chain in (pts, pts[::-1]):
        start = len(hull)
        for p in chain:
            while len(hull) >= start + 2 and cross(hull[-2], hull[-1], p) <= 0:
                hull.pop()
            hull.append(p)
        hull.pop()  # the last point of each chain starts the other one
    area2 = 0
    for i, (x1, y1) in enumerate(hull):
        x2, y2 = hull[(i + 1) % len(hull)]
        area2 += x1 * y2 - x2 * y1
    return hull, area2


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    ys = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    hull, area2 = convex_fence(xs, ys)
    out = [f"{len(hull)} {area2}"]
    out.extend(f"{x} {y}" for x, y in hull)
    sys.stdout.write("\n".join(out) + "\n")


main()
