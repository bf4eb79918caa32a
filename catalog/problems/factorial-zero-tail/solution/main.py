import sys


def trailing_zeros(n: int) -> int:
    """Returns the number of trailing zeros of n! in decimal."""
    # Legendre: the number of factors 5 in n! is n/5 + n/25 + n/125 + ... (integer division).
    zeros = 0
    m = n // 5
    while m > 0:
        zeros += m
        m //= 5
    return zeros


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(trailing_zeros(int(data[i]))) for i in range(1, q + 1)))


main()
