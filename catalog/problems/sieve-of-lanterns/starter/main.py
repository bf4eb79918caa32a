import sys


def count_primes(n: int) -> int:
    """How many primes are smaller than n."""
    # Write your code here.
    return 0


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(count_primes(n))


main()
