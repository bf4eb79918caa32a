import sys


def count_echoes(text: str, pattern: str) -> int:
    """Returns the number of (overlapping) occurrences of pattern in text."""
    # Write your code here.
    return 0


def main() -> None:
    text, pattern = sys.stdin.read().split()
    print(count_echoes(text, pattern))


main()
