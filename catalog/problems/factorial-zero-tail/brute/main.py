# Brute force: for n up to 3000 multiply out n! and count its trailing zero digits. Larger n (only
# the 10^15 example) fall back to counting factors 5 by powers of 5 (Legendre's formula).
import sys


def zeros(n):
    if n <= 3000:
        f = 1
        for i in range(2, n + 1):
            f *= i
        count = 0
        while f % 10 == 0:
            f //= 10
            count += 1
        return count
    total = 0
    p = 5
    while p <= n:
        total += n // p
        p *= 5
    return total


data = sys.stdin.read().split()
q = int(data[0])
print("\n".join(str(zeros(int(data[1 + i]))) for i in range(q)))
