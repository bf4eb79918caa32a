import sys
from typing import List


def best_crossing(values: List[int], k: int) -> int:
    """The highest score of a route from stone 0 to stone n-1 with hops of at most k."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    values = [int(x) for x in data[2 : 2 + n]]
    print(best_crossing(values, k))


main()
