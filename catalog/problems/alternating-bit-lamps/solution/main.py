import sys


def alternates(x: int) -> bool:
    """Whether every two neighbouring bits of x (from its highest set bit down) differ."""
    # If the bits alternate, x XOR (x >> 1) is all ones, and then y & (y + 1) is 0.
    y = x ^ (x >> 1)
    return y & (y + 1) == 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join("true" if alternates(int(x)) else "false" for x in data[1 : 1 + q]))


main()
