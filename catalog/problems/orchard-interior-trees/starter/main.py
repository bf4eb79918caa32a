import sys
from typing import List


def interior_trees(xs: List[int], ys: List[int]) -> int:
    """The number of grid points strictly inside the polygon with the given corners (in order)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    ys = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(interior_trees(xs, ys))


main()
