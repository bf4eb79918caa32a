import sys
from typing import List, Tuple


def place_postbox(houses: List[int]) -> Tuple[int, int]:
    """(leftmost best postbox position, smallest total walking distance)."""
    # Write your code here.
    return (0, 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    houses = [int(x) for x in data[1 : 1 + n]]
    spot, total = place_postbox(houses)
    print(spot, total)


main()
