import sys
from typing import List


def count_inversions(a: List[int]) -> int:
    """Returns the number of pairs i < j with a[i] > a[j]."""
    # Bottom-up merge sort: merge runs of width 1, 2, 4, ... and count, for every element
    # taken from a right run, how many larger elements remain in the left run.
    src = list(a)
    n = len(src)
    dst = [0] * n
    inversions = 0
    width = 1
    while width < n:
        for lo in range(0, n, 2 * width):
            mid = min(lo + width, n)
            hi = min(lo + 2 * width, n)
            i, j, k = lo, mid, lo
            while i < mid and j < hi:
                if src[j] < src[i]:
                    dst[k] = src[j]
                    inversions += mid - i  # src[i..mid-1] are all larger than src[j]
                    j += 1
                else:
                    dst[k] = src[i]
                    i += 1
                k += 1
            dst[k : k + mid - i] = src[i:mid]
            k += mid - i
            dst[k : k + hi - j] = src[j:hi]
        src, dst = dst, src
        width *= 2
    return inversions


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_inversions([int(x) for x in data[1 : 1 + n]]))


main()
