import sys
from typing import List


def best_spacing(sites: List[int], c: int) -> int:
    """The largest possible distance between the two closest beacons."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, c = int(data[0]), int(data[1])
    sites = [int(x) for x in data[2 : 2 + n]]
    print(best_spacing(sites, c))


main()
