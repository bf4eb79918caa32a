import math
import sys


def count_primes_in_window(lo: int, hi: int) -> int:
    """Returns the number of primes in [lo, hi] (hi - lo <= 10^6)."""
    # 1. Primes up to sqrt(hi) with an ordinary sieve.
    root = math.isqrt(hi) + 1
    small = bytearray([1]) * (root + 1)
    small[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(root) + 1):
        if small[i]:
            small[i * i :: i] = bytes(len(range(i * i, root + 1, i)))
    # 2. Cross out their multiples inside the window; cell i stands for the number lo + i.
    window = bytearray([1]) * (hi - lo + 1)
    for p in range(2, root + 1):
        if small[p]:
            # First multiple of p in the window, but never p itself (start at p*p at the earliest).
            start = max(p * p, (lo + p - 1) // p * p)
            if start <= hi:
                window[start - lo :: p] = bytes(len(range(start - lo, hi - lo + 1, p)))
    for x in range(lo, min(hi, 1) + 1):  # 0 and 1 are not prime
        window[x - lo] = 0
    return sum(window)


def main() -> None:
    lo, hi = map(int, sys.stdin.read().split())
    print(count_primes_in_window(lo, hi))


main()
