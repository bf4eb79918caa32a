import sys
from bisect import bisect_left, bisect_right
from typing import List


def count_bounded_runs(values: List[int], lo: int, hi: int) -> int:
    """How many runs of consecutive values have a total in [lo, hi]."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, lo, hi = int(data[0]), int(data[1]), int(data[2])
    values = [int(x) for x in data[3 : 3 + n]]
    print(count_bounded_runs(values, lo, hi))


main()
