import sys
from typing import List


def tallest_tank(h: List[int]) -> int:
    """The most water two panels can hold."""
    lo, hi = 0, len(h) - 1
    best = 0
    while lo < hi:
        if h[lo] <= h[hi]:
            best = max(best, (hi - lo) * h[lo])
            lo += 1  # the shorter panel cannot do better with any closer partner
        else:
            best = max(best, (hi - lo) * h[hi])
            hi -= 1
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(tallest_tank([int(x) for x in data[1 : 1 + n]]))


main()
