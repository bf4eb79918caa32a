import heapq
import sys
from typing import List, Tuple


def min_pods(bookings: List[Tuple[int, int]]) -> int:
    """The fewest pods that can host every half-open booking [s, e)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(min_pods(bookings))


main()
