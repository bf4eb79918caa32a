import sys
from typing import List


def balance_point(weights: List[int]) -> int:
    """Returns the leftmost index whose left and right sums are equal, or -1."""
    total = sum(weights)
    left = 0  # sum of the weights before index i
    for i, x in enumerate(weights):
        if left == total - left - x:
            return i
        left += x
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(balance_point([int(x) for x in data[1 : 1 + n]]))


main()
