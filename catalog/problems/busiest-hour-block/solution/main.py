import sys
from typing import List


def busiest_block(visitors: List[int], k: int) -> List[int]:
    """[best total of k consecutive readings, earliest start index achieving it]."""
    window = sum(visitors[:k])
    best, best_start = window, 0
    for i in range(k, len(visitors)):
        window += visitors[i] - visitors[i - k]  # slide: add the new reading, drop the oldest
        if window > best:
            best, best_start = window, i - k + 1
    return [best, best_start]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    visitors = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, busiest_block(visitors, k))))


main()
