import sys
from bisect import bisect_right
from typing import List, Tuple


def best_fees(requests: List[Tuple[int, int, int]]) -> int:
    """Largest total fee of non-overlapping requests [s, e) with their fees."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    requests = [(int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])) for i in range(n)]
    print(best_fees(requests))


main()
