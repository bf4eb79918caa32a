import sys
from typing import List


def min_capacity(pages: List[int], d: int) -> int:
    """The smallest daily capacity that prints every job, in order, within d days."""
    lo = max(pages)  # every job must fit in one day
    hi = sum(pages)  # one day for everything
    while lo < hi:
        mid = (lo + hi) // 2
        if days_needed(pages, mid) <= d:
            hi = mid
        else:
            lo = mid + 1
    return lo


def days_needed(pages: List[int], cap: int) -> int:
    """Days used when each day takes as many of the next jobs as fit in cap (cap >= every job)."""
    days = 1
    today = 0
    for p in pages:
        if today + p > cap:
            days += 1
            today = 0
        today += p
    return days


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    pages = [int(x) for x in data[2 : 2 + n]]
    print(min_capacity(pages, d))


main()
