# Brute force: the answer is the largest k with 1 + 2 + ... + k <= n. Small piles lay rows one at a
# time; for huge piles (the 10^15 example) start from a rough guess and walk k by the definition.
import math
import sys


def rows_used(k):
    return k * (k + 1) // 2


def complete_rows(n):
    if n <= 10**7:
        rows = 0
        while n >= rows + 1:
            rows += 1
            n -= rows
        return rows
    k = math.isqrt(2 * n)
    while rows_used(k) > n:
        k -= 1
    while rows_used(k + 1) <= n:
        k += 1
    return k


data = sys.stdin.read().split()
q = int(data[0])
print("\n".join(str(complete_rows(int(data[1 + i]))) for i in range(q)))
