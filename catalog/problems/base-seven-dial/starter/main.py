import sys


def to_base_seven(x: int) -> str:
    """Returns x written in base 7."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(to_base_seven(int(data[i])) for i in range(1, q + 1)))


main()
