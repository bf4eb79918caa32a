import sys


def complete_rows(n: int) -> int:
    """Returns the number of complete staircase rows built from n coins."""
    # Invariant: lo rows fit, hi rows do not (T(5e7) > 10^15).
    lo, hi = 0, 50_000_000
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * (mid + 1) // 2 <= n:
            lo = mid
        else:
            hi = mid
    return lo


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(complete_rows(int(data[i]))) for i in range(1, q + 1)))


main()
