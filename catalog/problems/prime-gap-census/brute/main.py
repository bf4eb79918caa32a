# Brute force: test every number up to n for primality by trial division, then compare every pair
# of neighbouring primes.
import sys


def is_prime(v):
    return v >= 2 and all(v % d for d in range(2, v))


n = int(sys.stdin.read().split()[0])
primes = [v for v in range(2, n + 1) if is_prime(v)]
if len(primes) < 2:
    print(-1)
else:
    best = None
    for p, q in zip(primes, primes[1:]):
        if best is None or q - p > best[0]:
            best = (q - p, p, q)
    print(*best)
