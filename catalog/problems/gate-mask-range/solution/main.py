import sys


def range_and(l: int, r: int) -> int:
    """The bitwise AND of every integer from l to r."""
    # The AND keeps exactly the common binary prefix of l and r.
    shift = 0
    while l != r:
        l >>= 1
        r >>= 1
        shift += 1
    return l << shift


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    q = data[0]
    print("\n".join(str(range_and(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)))


main()
