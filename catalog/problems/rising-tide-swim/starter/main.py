import heapq
import sys
from typing import List


def earliest_crossing(h: List[List[int]]) -> int:
    """The earliest time the corner (n-1, n-1) can be reached from (0, 0)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(earliest_crossing(h))


main()
