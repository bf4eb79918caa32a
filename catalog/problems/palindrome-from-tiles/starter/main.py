import sys


def smallest_palindrome(tiles: str) -> str:
    """Returns the smallest palindrome using every tile, or "-1"."""
    # Write your code here.
    return ""


def main() -> None:
    print(smallest_palindrome(sys.stdin.read().strip()))


main()
