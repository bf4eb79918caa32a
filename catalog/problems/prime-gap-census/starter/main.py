import sys


def widest_prime_gap(n: int) -> list[int]:
    """Returns [gap, p, q] for the first widest pair of consecutive primes ≤ n, or [] if none."""
    # Write your code here.
    return []


def main() -> None:
    n = int(sys.stdin.readline())
    gap = widest_prime_gap(n)
    print(" ".join(map(str, gap)) if gap else "-1")


main()
