import sys
from typing import List


def sorted_squares(readings: List[int]) -> List[int]:
    """The squares of all readings (sorted input), sorted in non-decreasing order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    readings = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, sorted_squares(readings))))


main()
