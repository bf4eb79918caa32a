import sys
from bisect import bisect_right
from collections import Counter
from typing import List


def count_zero_trios(charges: List[int]) -> int:
    """Returns the number of distinct value trios {x, y, z} with x + y + z = 0."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_zero_trios([int(x) for x in data[1 : 1 + n]]))


main()
