import sys


def _extended_gcd(x: int, y: int) -> tuple[int, int]:
    """Returns (g, s) with g = gcd(x, y) and s * x = g (mod y)."""
    old_r, r = x, y
    old_s, s = 1, 0
    while r:
        qt = old_r // r
        old_r, r = r, old_r - qt * r
        old_s, s = s, old_s - qt * s
    return old_r, old_s


def count_ways(a: int, b: int, c: int) -> int:
    """Returns the number of pairs x, y >= 0 with a*x + b*y = c."""
    g, s = _extended_gcd(a, b)
    if c % g:
        return 0
    a1, b1, c1 = a // g, b // g, c // g
    # a1 and b1 are coprime; s is the inverse of a1 modulo b1, so x = c1 * s (mod b1).
    x0 = c1 * s % b1  # smallest x >= 0 (Python's % is never negative here)
    if a1 * x0 > c1:
        return 0
    # Solutions: x = x0 + t*b1 (t >= 0) while a1*x <= c1, i.e. y >= 0.
    return (c1 - a1 * x0) // (a1 * b1) + 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, c = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(count_ways(a, b, c)))
    print("\n".join(out))


main()
