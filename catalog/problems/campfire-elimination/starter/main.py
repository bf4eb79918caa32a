import sys


def last_camper(n: int, k: int) -> int:
    """Returns the label of the last camper left when every k-th camper leaves."""
    # Write your code here.
    return 0


def main() -> None:
    n, k = map(int, sys.stdin.read().split())
    print(last_camper(n, k))


main()
