import sys
from typing import List


def fairest_cut(loads: List[int]) -> List[int]:
    """[k, gap]: the smallest cut position k with the smallest gap between the two totals."""
    total = sum(loads)
    left = 0
    best_cut, best_gap = 1, None
    for k in range(1, len(loads)):
        left += loads[k - 1]  # total of wagons 0..k-1; the right part holds total - left
        gap = abs(2 * left - total)
        if best_gap is None or gap < best_gap:
            best_cut, best_gap = k, gap
    return [best_cut, best_gap]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, fairest_cut([int(x) for x in data[1 : 1 + n]]))))


main()
