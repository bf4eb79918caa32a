import sys


def fewest_flips(a: int, b: int, c: int) -> int:
    """Fewest single-switch flips in a and b so that (a OR b) equals c."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    q = data[0]
    print("\n".join(str(fewest_flips(*data[1 + 3 * i : 4 + 3 * i])) for i in range(q)))


main()
