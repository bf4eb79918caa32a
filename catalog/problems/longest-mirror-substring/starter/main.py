import sys


def longest_mirror(s: str) -> str:
    """Returns the leftmost longest palindromic substring of s."""
    # Write your code here.
    return ""


def main() -> None:
    s = sys.stdin.readline().strip()
    print(longest_mirror(s))


main()
