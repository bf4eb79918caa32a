import sys


def to_base_seven(x: int) -> str:
    """Returns x written in base 7."""
    if x == 0:
        return "0"
    v = abs(x)
    digits = []
    while v > 0:
        digits.append(str(v % 7))  # least significant digit first
        v //= 7
    return ("-" if x < 0 else "") + "".join(reversed(digits))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(to_base_seven(int(data[i])) for i in range(1, q + 1)))


main()
