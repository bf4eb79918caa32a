import sys
from typing import List


def longest_calm(a: List[int], k: int) -> int:
    """Length of the longest stretch of a with at most k distinct values."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2 : 2 + n]]
    print(longest_calm(a, k))


main()
