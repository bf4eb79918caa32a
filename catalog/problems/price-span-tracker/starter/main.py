import sys
from typing import List


def price_spans(prices: List[int]) -> List[int]:
    """For each day, how many consecutive days ending today closed at most at today's price."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prices = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, price_spans(prices))))


main()
