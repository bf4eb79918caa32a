import sys
from typing import List


def harvest_pace(rows: List[int], hours: int) -> int:
    """The smallest picking rate (fruit per hour) that clears every row in time."""

    def needed(rate: int) -> int:
        # Each row takes ceil(fruit / rate) whole hours.
        return sum((fruit + rate - 1) // rate for fruit in rows)

    # needed() only falls as the rate grows: binary search the smallest rate that fits.
    lo, hi = 1, max(rows)
    while lo < hi:
        mid = (lo + hi) // 2
        if needed(mid) <= hours:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, hours = int(data[0]), int(data[1])
    print(harvest_pace([int(x) for x in data[2 : 2 + n]], hours))


main()
