import sys
from typing import List


def longest_warming_streak(temps: List[int]) -> int:
    """Length of the longest strictly increasing run of consecutive days."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temps = [int(x) for x in data[1 : 1 + n]]
    print(longest_warming_streak(temps))


main()
