import sys
from bisect import bisect_left
from typing import List


def longest_rising_trend(prices: List[int]) -> int:
    """Returns the length of the longest strictly increasing subsequence."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(longest_rising_trend([int(x) for x in data[1 : 1 + n]]))


main()
