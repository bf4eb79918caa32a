import sys


def kth_in_table(n: int, m: int, k: int) -> int:
    """The k-th smallest value (1-based) of the n x m multiplication table."""
    rows, cols = min(n, m), max(n, m)

    def count(x: int) -> int:
        """Number of cells with value <= x."""
        return sum(min(cols, x // i) for i in range(1, rows + 1))

    lo, hi = 1, n * m
    while lo < hi:
        mid = (lo + hi) // 2
        if count(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main() -> None:
    n, m, k = map(int, sys.stdin.read().split())
    print(kth_in_table(n, m, k))


main()
