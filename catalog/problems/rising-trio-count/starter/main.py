import sys
from typing import List


def count_rising_trios(heights: List[int]) -> int:
    """How many triples i < j < k have heights[i] < heights[j] < heights[k]."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_rising_trios([int(x) for x in data[1 : 1 + n]]))


main()
