import sys
from typing import List, Tuple


def find_pair(prices: List[int], budget: int) -> Tuple[int, int]:
    # Write your code here.
    return (0, 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    prices = [int(x) for x in data[2 : 2 + n]]
    i, j = find_pair(prices, budget)
    print(i, j)


main()
