import sys
from itertools import accumulate


def gcd_grid_sum(n: int) -> int:
    """Returns the sum of gcd(i, j) over all 1 ≤ i, j ≤ n."""
    # Totient sieve: phi[m] starts at m; each prime p multiplies its multiples by (1 - 1/p).
    phi = list(range(n + 1))
    for p in range(2, n + 1):
        if phi[p] == p:  # untouched so far: p is prime
            phi[p::p] = [x - x // p for x in phi[p::p]]
    prefix = list(accumulate(phi))  # prefix[m] = phi[0] + ... + phi[m]; phi[0] = 0
    # Sum of phi(d) * (n // d)^2, grouping the d that share the same quotient n // d.
    total = 0
    d = 1
    while d <= n:
        v = n // d
        last = n // v
        total += (prefix[last] - prefix[d - 1]) * v * v
        d = last + 1
    return total


def main() -> None:
    n = int(sys.stdin.buffer.read().split()[0])
    print(gcd_grid_sum(n))


main()
