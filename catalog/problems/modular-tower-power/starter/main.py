import sys


def tower_power(a: int, b: int, m: int) -> int:
    """Returns a^b mod m."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, m = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(tower_power(a, b, m)))
    print("\n".join(out))


main()
