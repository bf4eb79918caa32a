import sys


def distinct_grams(s: str, k: int) -> int:
    """Returns the number of distinct substrings of length k."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(distinct_grams(lines[0].strip(), int(lines[1])))


main()
