import sys


def kth_in_table(n: int, m: int, k: int) -> int:
    """The k-th smallest value (1-based) of the n x m multiplication table."""
    # Write your code here.
    return 0


def main() -> None:
    n, m, k = map(int, sys.stdin.read().split())
    print(kth_in_table(n, m, k))


main()
