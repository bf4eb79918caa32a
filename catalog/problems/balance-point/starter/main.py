import sys
from typing import List


def balance_point(weights: List[int]) -> int:
    """Returns the leftmost index whose left and right sums are equal, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(balance_point([int(x) for x in data[1 : 1 + n]]))


main()
