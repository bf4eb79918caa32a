import sys
from typing import List


def is_ridge(h: List[int]) -> bool:
    """True when the profile climbs strictly to one summit, then descends strictly."""
    n = len(h)
    i = 0
    while i + 1 < n and h[i] < h[i + 1]:  # climb
        i += 1
    if i == 0 or i == n - 1:  # no climb, or no descent
        return False
    while i + 1 < n and h[i] > h[i + 1]:  # descend
        i += 1
    return i == n - 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1 : 1 + n]]
    print("true" if is_ridge(h) else "false")


main()
