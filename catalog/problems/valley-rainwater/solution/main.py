import sys
from typing import List


def trapped_water(h: List[int]) -> int:
    """Returns the units of water trapped between the columns."""
    lo, hi = 0, len(h) - 1
    left_max = right_max = 0
    water = 0
    while lo <= hi:
        if h[lo] > left_max:
            left_max = h[lo]
        if h[hi] > right_max:
            right_max = h[hi]
        # The side with the lower wall is limited by that wall alone: settle its column.
        if left_max <= right_max:
            water += left_max - h[lo]
            lo += 1
        else:
            water += right_max - h[hi]
            hi -= 1
    return water


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(trapped_water([int(x) for x in data[1 : 1 + n]]))


main()
