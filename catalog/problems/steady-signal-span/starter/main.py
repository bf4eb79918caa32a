import sys
from typing import List


def longest_steady(readings: List[int], limit: int) -> int:
    """The length of the longest stretch whose max - min is at most limit."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, limit = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2 : 2 + n]]
    print(longest_steady(readings, limit))


main()
