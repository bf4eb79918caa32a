import sys
from typing import List


def best_median(scores: List[int], k: int) -> int:
    """The largest (lower) median of a stretch of at least k days."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    scores = [int(x) for x in data[2 : 2 + n]]
    print(best_median(scores, k))


main()
