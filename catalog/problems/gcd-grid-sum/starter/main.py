import sys


def gcd_grid_sum(n: int) -> int:
    """Returns the sum of gcd(i, j) over all 1 ≤ i, j ≤ n."""
    # Write your code here.
    return 0


def main() -> None:
    n = int(sys.stdin.buffer.read().split()[0])
    print(gcd_grid_sum(n))


main()
