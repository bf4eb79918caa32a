import sys

MOD = 1_000_000_007


def _mul2(m1: tuple[int, int, int, int], m2: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Product of two 2 x 2 matrices (p, q, r, s) (row-major) modulo MOD."""
    p, q, r, s = m1
    w, x, y, z = m2
    return ((p * w + q * y) % MOD, (p * x + q * z) % MOD, (r * w + s * y) % MOD, (r * x + s * z) % MOD)


def forecast(a: int, b: int, f0: int, f1: int, n: int) -> int:
    """Returns f(n) mod 1e9+7 for f(i) = a*f(i-1) + b*f(i-2)."""
    # [[a, b], [1, 0]] maps (f(i+1), f(i)) to (f(i+2), f(i+1)); so M^n maps (f1, f0) to (f(n+1), f(n)).
    result = (1, 0, 0, 1)
    power = (a, b, 1, 0)
    while n > 0:
        if n & 1:
            result = _mul2(result, power)
        power = _mul2(power, power)
        n >>= 1
    # f(n) is the second row of M^n applied to (f1, f0).
    return (result[2] * f1 + result[3] * f0) % MOD


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, f0, f1, n = (int(x) for x in data[1 + 5 * i : 6 + 5 * i])
        out.append(str(forecast(a, b, f0, f1, n)))
    print("\n".join(out))


main()
