import sys


def is_power_of_three(x: int) -> bool:
    """Whether x = 3^k for some k >= 0."""
    if x <= 0:
        return False
    while x % 3 == 0:
        x //= 3
    return x == 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    out = ["true" if is_power_of_three(int(data[i])) else "false" for i in range(1, n + 1)]
    print("\n".join(out))


main()
