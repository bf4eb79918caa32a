import sys


def hop_ways(n: int) -> int:
    """Hop sequences (hops of 1, 2 or 3) ending exactly on square n, modulo 1e9+7."""
    # Write your code here.
    return 0


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(hop_ways(n))


main()
