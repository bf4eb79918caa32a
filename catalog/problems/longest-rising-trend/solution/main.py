import sys
from bisect import bisect_left
from typing import List


def longest_rising_trend(prices: List[int]) -> int:
    """Returns the length of the longest strictly increasing subsequence."""
    tails: List[int] = []  # tails[L - 1] = smallest last price of a rising trend of length L
    for x in prices:
        p = bisect_left(tails, x)  # first tail >= x
        if p == len(tails):
            tails.append(x)
        else:
            tails[p] = x
    return len(tails)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(longest_rising_trend([int(x) for x in data[1 : 1 + n]]))


main()
