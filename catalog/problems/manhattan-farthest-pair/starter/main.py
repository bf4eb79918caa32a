import sys
from typing import List


def farthest_walk(xs: List[int], ys: List[int]) -> int:
    """The largest |x_i - x_j| + |y_i - y_j| over all pairs of kiosks (0 for one kiosk)."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    ys = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(farthest_walk(xs, ys))


main()
