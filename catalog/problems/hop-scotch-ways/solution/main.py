import sys


def hop_ways(n: int) -> int:
    """Hop sequences (hops of 1, 2 or 3) ending exactly on square n, modulo 1e9+7."""
    mod = 1_000_000_007
    # a, b, c = ways(i - 3), ways(i - 2), ways(i - 1); ways(0) = 1 and negative squares count 0
    a, b, c = 0, 0, 1
    for _ in range(n):
        a, b, c = b, c, (a + b + c) % mod
    return c


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(hop_ways(n))


main()
