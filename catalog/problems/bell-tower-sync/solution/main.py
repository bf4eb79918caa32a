import sys
from math import gcd
from typing import List


def first_shared_minute(periods: List[int], offsets: List[int]) -> int:
    """The first minute t >= 0 at which every bell rings (t mod period = offset for all), or -1."""
    # The common minutes so far are exactly x, x + m, x + 2m, ... (0 <= x < m).
    x, m = 0, 1
    for p, a in zip(periods, offsets):
        g = gcd(m, p)
        diff = a - x % p  # need x + k*m = a (mod p)
        if diff % g != 0:
            return -1
        q = p // g  # k is determined modulo q
        k = (diff // g) % q * pow(m // g % q, -1, q) % q if q > 1 else 0
        x += m * k
        m *= q  # lcm(m, p)
    return x


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    periods = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    offsets = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(first_shared_minute(periods, offsets))


main()
