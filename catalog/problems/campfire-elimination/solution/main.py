import sys


def last_camper(n: int, k: int) -> int:
    """Returns the label of the last camper left when every k-th camper leaves."""
    # winner = 0-based position of the survivor in a circle of m campers counted from position 0.
    winner = 0  # m = 1
    for m in range(2, n + 1):
        # After the first removal, m - 1 campers remain, counted from k places further on.
        winner = (winner + k) % m
    return winner + 1


def main() -> None:
    n, k = map(int, sys.stdin.read().split())
    print(last_camper(n, k))


main()
