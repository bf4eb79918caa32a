import sys
from typing import List


def find_slot(codes: List[int], x: int) -> int:
    """Smallest i with codes[i] >= x, or len(codes)."""
    lo, hi = 0, len(codes)  # the answer is always in [lo, hi]
    while lo < hi:
        mid = (lo + hi) // 2
        if codes[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(v) for v in data[1 : 1 + n]]
    q = int(data[1 + n])
    out = [find_slot(codes, int(data[2 + n + i])) for i in range(q)]
    print("\n".join(map(str, out)))


main()
