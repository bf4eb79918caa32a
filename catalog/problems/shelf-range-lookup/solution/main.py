import sys
from typing import List


def label_range(shelf: List[int], label: int) -> List[int]:
    """[first index, last index] holding label in the sorted shelf, or [-1, -1]."""

    def lower_bound(target: int) -> int:
        # Smallest index whose label is >= target (or len(shelf) if none).
        lo, hi = 0, len(shelf)
        while lo < hi:
            mid = (lo + hi) // 2
            if shelf[mid] < target:
                lo = mid + 1
            else:
                hi = mid
        return lo

    first = lower_bound(label)
    if first == len(shelf) or shelf[first] != label:
        return [-1, -1]
    return [first, lower_bound(label + 1) - 1]  # labels are integers


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    shelf = data[1 : 1 + n]
    q = data[1 + n]
    out = [" ".join(map(str, label_range(shelf, data[2 + n + i]))) for i in range(q)]
    print("\n".join(out))


main()
