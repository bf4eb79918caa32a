import sys


def align_ticks(a: int, b: int) -> int:
    """Returns the first tick at which both red teeth are back at the contact point."""
    # Euclid: gcd(x, y) = gcd(y, x mod y).
    x, y = a, b
    while y:
        x, y = y, x % y
    # Divide first so the intermediate value never exceeds the answer.
    return a // x * b


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(align_ticks(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
