import sys


def count_ways(a: int, b: int, c: int) -> int:
    """Returns the number of pairs x, y >= 0 with a*x + b*y = c."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, c = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(count_ways(a, b, c)))
    print("\n".join(out))


main()
