import sys
from typing import List


def price_spans(prices: List[int]) -> List[int]:
    """For each day, how many consecutive days ending today closed at most at today's price."""
    spans = [0] * len(prices)
    stack: List[int] = []  # earlier days with a strictly higher price, prices decreasing upwards
    for i, p in enumerate(prices):
        while stack and prices[stack[-1]] <= p:
            stack.pop()
        spans[i] = i - stack[-1] if stack else i + 1
        stack.append(i)
    return spans


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prices = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, price_spans(prices))))


main()
