import sys
from typing import List


def smallest_float(changes: List[int]) -> int:
    """The smallest positive opening float keeping the drawer at 1 or more after every step."""
    # The drawer is lowest where the running total is lowest; lift that point up to 1.
    running = lowest = 0
    for c in changes:
        running += c
        lowest = min(lowest, running)
    return 1 - lowest


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(smallest_float([int(x) for x in data[1 : 1 + n]]))


main()
