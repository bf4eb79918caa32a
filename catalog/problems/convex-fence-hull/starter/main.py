import sys
from typing import List, Tuple


def convex_fence(xs: List[int], ys: List[int]) -> Tuple[List[Tuple[int, int]], int]:
    """The hull corners counter-clockwise from the smallest (x, y), without corners in the middle
    of a straight side, and twice the enclosed area."""
    # Write your code here.
    return [], 0


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
