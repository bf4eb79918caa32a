import sys


def count_primes(n: int) -> int:
    """How many primes are smaller than n."""
    if n <= 2:
        return 0
    is_prime = bytearray([1]) * n
    is_prime[0] = is_prime[1] = 0
    p = 2
    while p * p < n:
        if is_prime[p]:
            # Cross out p*p, p*p + p, ... in one slice assignment.
            is_prime[p * p :: p] = bytes(len(range(p * p, n, p)))
        p += 1
    return sum(is_prime)


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(count_primes(n))


main()
