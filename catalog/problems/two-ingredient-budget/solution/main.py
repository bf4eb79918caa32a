import sys
from typing import List, Tuple


def find_pair(prices: List[int], budget: int) -> Tuple[int, int]:
    first = {}
    for j, p in enumerate(prices):
        i = first.get(budget - p)
        if i is not None:
            return (i, j)
        if p not in first:
            first[p] = j
    return (-1, -1)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, budget = int(data[0]), int(data[1])
    prices = [int(x) for x in data[2 : 2 + n]]
    i, j = find_pair(prices, budget)
    print(i, j)


main()
