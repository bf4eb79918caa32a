import sys


def count_readings(s: str) -> int:
    """The number of readings of the digit string s, modulo 10^9 + 7."""
    # Write your code here.
    return -1


def main() -> None:
    s = sys.stdin.read().strip()
    print(count_readings(s))


main()
