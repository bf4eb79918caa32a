import sys
from typing import Dict, List


def longest_calm(a: List[int], k: int) -> int:
    """Length of the longest stretch of a with at most k distinct values."""
    count: Dict[int, int] = {}  # value -> occurrences inside the window
    left = 0
    best = 0
    for right, x in enumerate(a):
        count[x] = count.get(x, 0) + 1
        # Too many distinct values: drop readings from the left until calm again.
        while len(count) > k:
            y = a[left]
            count[y] -= 1
            if count[y] == 0:
                del count[y]
            left += 1
        if right - left + 1 > best:
            best = right - left + 1
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2 : 2 + n]]
    print(longest_calm(a, k))


main()
