import sys
from typing import List


def farthest_walk(xs: List[int], ys: List[int]) -> int:
    """The largest |x_i - x_j| + |y_i - y_j| over all pairs of kiosks (0 for one kiosk)."""
    # |dx| + |dy| = max(|d(x + y)|, |d(x - y)|): track the range of x + y and of x - y.
    sums = [x + y for x, y in zip(xs, ys)]
    diffs = [x - y for x, y in zip(xs, ys)]
    return max(max(sums) - min(sums), max(diffs) - min(diffs))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    ys = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(farthest_walk(xs, ys))


main()
