import sys
from typing import List


def kth_pair_gap(positions: List[int], k: int) -> int:
    """The k-th smallest |p[i] - p[j]| over all pairs i < j."""
    p = sorted(positions)
    n = len(p)

    def count(d: int) -> int:
        """Number of pairs with gap <= d: two pointers over the sorted positions."""
        pairs = 0
        left = 0
        for j in range(n):
            pj = p[j]
            while pj - p[left] > d:
                left += 1
            pairs += j - left
        return pairs

    lo, hi = 0, p[-1] - p[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if count(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    print(kth_pair_gap([int(x) for x in data[2 : 2 + n]], k))


main()
