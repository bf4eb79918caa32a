import sys
from collections import deque
from typing import List


def window_peaks(levels: List[int], k: int) -> List[int]:
    """The maximum of each window of k consecutive readings."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    levels = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, window_peaks(levels, k))))


main()
