import sys


def first_solo_stamp(s: str) -> int:
    """Index of the first character occurring exactly once in s, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    s = sys.stdin.readline().strip()
    print(first_solo_stamp(s))


main()
