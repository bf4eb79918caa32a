import sys


def trailing_zeros(n: int) -> int:
    """Returns the number of trailing zeros of n! in decimal."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(trailing_zeros(int(data[i]))) for i in range(1, q + 1)))


main()
