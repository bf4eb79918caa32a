import sys
from typing import List


def best_median(scores: List[int], k: int) -> int:
    """The largest (lower) median of a stretch of at least k days."""
    n = len(scores)

    def reaches(x: int) -> bool:
        # Is there a stretch of length >= k whose median is at least x?
        prefix = [0] * (n + 1)
        running = 0
        for i, s in enumerate(scores):
            running += 1 if s >= x else -1
            prefix[i + 1] = running
        low = prefix[0]
        for j in range(k, n + 1):
            p = prefix[j - k]
            if p < low:
                low = p
            if prefix[j] > low:
                return True
        return False

    values = sorted(set(scores))
    # values[lo] always reaches (the smallest score); find the largest index that does.
    lo, hi = 0, len(values) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if reaches(values[mid]):
            lo = mid
        else:
            hi = mid - 1
    return values[lo]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    scores = [int(x) for x in data[2 : 2 + n]]
    print(best_median(scores, k))


main()
