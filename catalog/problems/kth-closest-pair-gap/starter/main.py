import sys
from typing import List


def kth_pair_gap(positions: List[int], k: int) -> int:
    """The k-th smallest |p[i] - p[j]| over all pairs i < j."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    print(kth_pair_gap([int(x) for x in data[2 : 2 + n]], k))


main()
