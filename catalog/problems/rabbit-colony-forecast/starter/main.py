import sys

MOD = 1_000_000_007


def forecast(a: int, b: int, f0: int, f1: int, n: int) -> int:
    """Returns f(n) mod 1e9+7 for f(i) = a*f(i-1) + b*f(i-2)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, f0, f1, n = (int(x) for x in data[1 + 5 * i : 6 + 5 * i])
        out.append(str(forecast(a, b, f0, f1, n)))
    print("\n".join(out))


main()
