import sys
from typing import List


def best_spacing(sites: List[int], c: int) -> int:
    """The largest possible distance between the two closest beacons."""
    ordered = sorted(sites)

    def fits(d: int) -> bool:
        # Greedy: can c beacons be placed at least d apart?
        placed = 1
        nxt = ordered[0] + d  # the next beacon must stand at or beyond this position
        for x in ordered:
            if x >= nxt:
                placed += 1
                if placed >= c:
                    return True
                nxt = x + d
        return placed >= c

    lo = 1  # always feasible: the sites are distinct
    hi = (ordered[-1] - ordered[0]) // (c - 1)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, c = int(data[0]), int(data[1])
    sites = [int(x) for x in data[2 : 2 + n]]
    print(best_spacing(sites, c))


main()
