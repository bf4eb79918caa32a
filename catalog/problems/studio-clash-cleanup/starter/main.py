import sys
from typing import List


def fewest_cancellations(bookings: List[List[int]]) -> int:
    """The fewest bookings [start, end) to cancel so that no two remaining bookings overlap."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    bookings = [[data[1 + 2 * i], data[2 + 2 * i]] for i in range(n)]
    print(fewest_cancellations(bookings))


main()
