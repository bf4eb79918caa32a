import heapq
import sys
from typing import List


def kth_loudest(readings: List[int], k: int) -> List[int]:
    """After each reading, the k-th largest so far (-1 while fewer than k)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, kth_loudest(readings, k))))


main()
