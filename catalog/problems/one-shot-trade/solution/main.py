import sys
from typing import List


def best_profit(prices: List[int]) -> int:
    """Best profit of one purchase followed by one later sale (0 if none helps)."""
    best = 0  # not trading at all
    low = prices[0]  # cheapest price on an earlier day
    for p in prices:
        if p - low > best:
            best = p - low
        if p < low:
            low = p
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prices = [int(x) for x in data[1 : 1 + n]]
    print(best_profit(prices))


main()
