import sys


def widest_prime_gap(n: int) -> list[int]:
    """Returns [gap, p, q] for the first widest pair of consecutive primes ≤ n, or [] if none."""
    # Sieve of Eratosthenes: is_prime[v] = 1 for every prime v.
    is_prime = bytearray([1]) * (n + 1)
    is_prime[0] = 0
    if n >= 1:
        is_prime[1] = 0
    p = 2
    while p * p <= n:
        if is_prime[p]:
            is_prime[p * p :: p] = bytes(len(range(p * p, n + 1, p)))
        p += 1
    # Walk the primes in order; a strictly larger gap replaces the record.
    best: list[int] = []
    last = -1
    v = is_prime.find(1)
    while v != -1:
        if last > 0 and (not best or v - last > best[0]):
            best = [v - last, last, v]
        last = v
        v = is_prime.find(1, v + 1)
    return best


def main() -> None:
    n = int(sys.stdin.readline())
    gap = widest_prime_gap(n)
    print(" ".join(map(str, gap)) if gap else "-1")


main()
