import sys
from typing import List


def best_gain(factors: List[int]) -> int:
    """Largest product of a non-empty contiguous run of factors."""
    # hi / lo: largest / smallest product of a run ending at the current position
    hi = lo = best = factors[0]
    for x in factors[1:]:
        a, b = hi * x, lo * x
        hi = max(x, a, b)
        lo = min(x, a, b)
        if hi > best:
            best = hi
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    factors = [int(x) for x in data[1 : 1 + n]]
    print(best_gain(factors))


main()
