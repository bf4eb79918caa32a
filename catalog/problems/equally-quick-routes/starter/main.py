import sys
from typing import List, Tuple


def quick_routes(n: int, roads: List[Tuple[int, int, int]]) -> Tuple[int, int]:
    """(length of the shortest route from 0 to n-1, number of such routes mod 10^9+7), or (-1, 0)."""
    # Write your code here.
    return (-1, 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2 : 2 + 3 * m]))
    roads = [(vals[i], vals[i + 1], vals[i + 2]) for i in range(0, 3 * m, 3)]
    length, count = quick_routes(n, roads)
    print(length, count)


main()
