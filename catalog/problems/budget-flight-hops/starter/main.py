import sys
from typing import List, Tuple


def cheapest_route(n: int, flights: List[Tuple[int, int, int]], src: int, dst: int, k: int) -> int:
    """Cheapest price from src to dst with at most k stopovers, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    flights = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    src, dst, k = (int(x) for x in data[2 + 3 * m : 5 + 3 * m])
    print(cheapest_route(n, flights, src, dst, k))


main()
