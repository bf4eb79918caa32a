import sys
from typing import List


def max_cleared(stones: List[List[int]]) -> int:
    """The most stones that can be cleared."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    stones = [[int(data[1 + 2 * i]), int(data[2 + 2 * i])] for i in range(n)]
    print(max_cleared(stones))


main()
