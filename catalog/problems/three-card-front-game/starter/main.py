import sys


def best_margin(values: list[int]) -> int:
    """Returns Ada's score minus Ben's score under perfect play."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1 : 1 + n]]
    print(best_margin(values))


main()
