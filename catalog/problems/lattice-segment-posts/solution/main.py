import sys


def count_posts(x1: int, y1: int, x2: int, y2: int) -> int:
    """Returns the number of grid points on the segment, both ends included."""
    # The grid points split the segment into gcd(|dx|, |dy|) equal steps.
    a, b = abs(x2 - x1), abs(y2 - y1)
    while b:
        a, b = b, a % b
    return a + 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        k = 1 + 4 * i
        out.append(str(count_posts(int(data[k]), int(data[k + 1]), int(data[k + 2]), int(data[k + 3]))))
    print("\n".join(out))


main()
