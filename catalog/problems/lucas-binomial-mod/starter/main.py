import sys


def binomial_mod_prime(n: int, r: int, p: int) -> int:
    """Returns C(n, r) mod p for a prime p <= 10^5."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q, p = int(data[0]), int(data[1])
    out = []
    for i in range(q):
        out.append(str(binomial_mod_prime(int(data[2 + 2 * i]), int(data[3 + 2 * i]), p)))
    print("\n".join(out))


main()
