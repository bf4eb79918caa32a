import sys


def is_cheerful(x: int) -> bool:
    """Whether repeatedly summing the squares of the digits of x reaches 1."""
    seen = set()
    while x != 1 and x not in seen:
        seen.add(x)
        nxt = 0
        while x > 0:
            x, d = divmod(x, 10)
            nxt += d * d
        x = nxt
    return x == 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    out = ["true" if is_cheerful(int(data[i])) else "false" for i in range(1, n + 1)]
    print("\n".join(out))


main()
