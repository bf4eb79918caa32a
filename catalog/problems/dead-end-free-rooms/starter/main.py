import sys
from typing import List


def safe_rooms(n: int, corridors: List[List[int]]) -> List[int]:
    """In increasing order, the rooms from which every walk ends in an exit."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    corridors = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    safe = safe_rooms(n, corridors)
    print(len(safe))
    print(" ".join(map(str, safe)))


main()
