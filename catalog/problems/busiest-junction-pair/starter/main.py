import sys
from typing import List


def busiest_pair(n: int, roads: List[List[int]]) -> int:
    """The most distinct roads touching one of two different junctions."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [[int(data[2 + 2 * i]), int(data[3 + 2 * i])] for i in range(m)]
    print(busiest_pair(n, roads))


main()
