import sys
from typing import List


def longest_warming_streak(temps: List[int]) -> int:
    """Length of the longest strictly increasing run of consecutive days."""
    if not temps:
        return 0
    best = cur = 1  # cur: length of the streak ending on the current day
    for i in range(1, len(temps)):
        cur = cur + 1 if temps[i] > temps[i - 1] else 1
        if cur > best:
            best = cur
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temps = [int(x) for x in data[1 : 1 + n]]
    print(longest_warming_streak(temps))


main()
