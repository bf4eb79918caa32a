import heapq
import sys
from typing import List, Tuple


def broadcast_delay(n: int, links: List[Tuple[int, int, int]]) -> int:
    """The time the last relay hears the broadcast from relay 0, or -1."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    links = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(broadcast_delay(n, links))


main()
