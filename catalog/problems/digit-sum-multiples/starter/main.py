import sys


def count_lucky(lo: int, hi: int, k: int) -> int:
    """Returns the count of x in [lo, hi] whose digit sum is divisible by k."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        lo, hi, k = (int(x) for x in data[1 + 3 * i : 4 + 3 * i])
        out.append(str(count_lucky(lo, hi, k)))
    print("\n".join(out))


main()
