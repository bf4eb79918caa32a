import heapq
import sys
from typing import List, Tuple


def fastest_delivery(n: int, streets: List[Tuple[int, int, int]]) -> int:
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(fastest_delivery(n, streets))


main()
