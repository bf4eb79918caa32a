# Brute force: test every post number by trying every possible divisor between 2 and itself.
import sys

n = int(sys.stdin.read().split()[0])


def is_prime(p):
    if p < 2:
        return False
    for d in range(2, p):
        if p % d == 0:
            return False
    return True


print(sum(1 for p in range(n) if is_prime(p)))
