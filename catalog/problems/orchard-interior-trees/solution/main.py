import sys
from math import gcd
from typing import List


def interior_trees(xs: List[int], ys: List[int]) -> int:
    """The number of grid points strictly inside the polygon with the given corners (in order)."""
    n = len(xs)
    twice_area = 0  # shoelace sum
    boundary = 0  # grid points on the fence
    for i in range(n):
        j = (i + 1) % n
        twice_area += xs[i] * ys[j] - xs[j] * ys[i]
        boundary += gcd(abs(xs[j] - xs[i]), abs(ys[j] - ys[i]))
    # Pick's theorem: A = I + B/2 - 1, so I = (2A - B + 2) / 2.
    return (abs(twice_area) - boundary + 2) // 2


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    ys = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(interior_trees(xs, ys))


main()
