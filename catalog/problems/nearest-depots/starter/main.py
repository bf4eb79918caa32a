import sys
from typing import List


def nearest_depots(depots: List[List[int]], k: int) -> List[int]:
    """Indices of the k closest depots, closest first (ties by smaller index)."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k = data[0], data[1]
    depots = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(n)]
    print(" ".join(map(str, nearest_depots(depots, k))))


main()
