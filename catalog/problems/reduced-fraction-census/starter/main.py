import sys


def count_reduced_fractions(limits: list[int]) -> list[int]:
    """For each n, the number of reduced fractions p/d with 1 <= p < d <= n."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(map(str, count_reduced_fractions([int(x) for x in data[1 : 1 + q]]))))


main()
