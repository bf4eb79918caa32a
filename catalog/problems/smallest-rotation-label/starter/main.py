import sys


def smallest_rotation(s: str) -> int:
    """Returns the smallest start of a lexicographically smallest rotation of s."""
    # Write your code here.
    return -1


def main() -> None:
    print(smallest_rotation(sys.stdin.readline().strip()))


main()
