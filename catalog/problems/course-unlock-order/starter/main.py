import heapq
import sys
from typing import List, Optional, Tuple


def unlock_order(n: int, rules: List[Tuple[int, int]]) -> Optional[List[int]]:
    """The smallest-label-first order of all courses, or None if impossible."""
    # Write your code here.
    return None


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    order = unlock_order(n, rules)
    print("IMPOSSIBLE" if order is None else " ".join(map(str, order)))


main()
