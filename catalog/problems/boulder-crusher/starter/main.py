import heapq
import sys
from typing import List


def crush_boulders(boulders: List[int]) -> int:
    """The weight of the boulder left at the end, or 0 if none is left."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(crush_boulders([int(x) for x in data[1 : 1 + n]]))


main()
