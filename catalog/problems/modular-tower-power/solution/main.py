import sys


def tower_power(a: int, b: int, m: int) -> int:
    """Returns a^b mod m."""
    result = 1 % m  # 1 mod m, so that m = 1 gives 0
    base = a % m
    while b > 0:
        if b & 1:  # this bit of the exponent is set
            result = result * base % m
        base = base * base % m  # a^(2^i) -> a^(2^(i+1))
        b >>= 1
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, m = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(tower_power(a, b, m)))
    print("\n".join(out))


main()
