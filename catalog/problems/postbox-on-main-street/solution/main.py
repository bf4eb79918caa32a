import sys
from typing import List, Tuple


def place_postbox(houses: List[int]) -> Tuple[int, int]:
    """(leftmost best postbox position, smallest total walking distance)."""
    ordered = sorted(houses)
    spot = ordered[(len(ordered) - 1) // 2]  # the lower median
    return (spot, sum(abs(h - spot) for h in ordered))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    houses = [int(x) for x in data[1 : 1 + n]]
    spot, total = place_postbox(houses)
    print(spot, total)


main()
