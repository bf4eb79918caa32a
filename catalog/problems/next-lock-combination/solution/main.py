import sys
from typing import List


def next_combination(a: List[int]) -> None:
    """Rearranges a in place into the next lexicographic arrangement (wrapping around)."""
    # Pivot: the last position with a[i] < a[i + 1]; everything after it is non-increasing.
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i >= 0:
        # Smallest value after the pivot that is larger than it: the first one from the right.
        j = len(a) - 1
        while a[j] <= a[i]:
            j -= 1
        a[i], a[j] = a[j], a[i]
    a[i + 1 :] = reversed(a[i + 1 :])  # make the suffix as small as possible


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1 : 1 + n]]
    next_combination(a)
    print(" ".join(map(str, a)))


main()
