import sys
from typing import List


def fewest_cancellations(bookings: List[List[int]]) -> int:
    """The fewest bookings [start, end) to cancel so that no two remaining bookings overlap."""
    # Keep as many as possible: always keep the compatible booking that ends first.
    kept = 0
    free_from = -1
    for start, end in sorted(bookings, key=lambda b: b[1]):
        if start >= free_from:
            kept += 1
            free_from = end
    return len(bookings) - kept


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    bookings = [[data[1 + 2 * i], data[2 + 2 * i]] for i in range(n)]
    print(fewest_cancellations(bookings))


main()
