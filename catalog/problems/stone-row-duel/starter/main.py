import sys


def duel_margin(a: list[int]) -> int:
    """Returns the first player's total minus the second player's total under perfect play."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(duel_margin([int(x) for x in data[1 : 1 + n]]))


main()
