import sys


def range_and(l: int, r: int) -> int:
    """The bitwise AND of every integer from l to r."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    q = data[0]
    print("\n".join(str(range_and(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)))


main()
