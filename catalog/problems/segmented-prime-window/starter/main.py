import sys


def count_primes_in_window(lo: int, hi: int) -> int:
    """Returns the number of primes in [lo, hi] (hi - lo <= 10^6)."""
    # Write your code here.
    return -1


def main() -> None:
    lo, hi = map(int, sys.stdin.read().split())
    print(count_primes_in_window(lo, hi))


main()
