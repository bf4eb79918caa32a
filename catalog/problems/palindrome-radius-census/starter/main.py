import sys


def count_palindromes(s: str) -> int:
    """Returns the number of pairs i <= j with s[i..j] a palindrome."""
    # Write your code here.
    return 0


def main() -> None:
    s = sys.stdin.read().strip()
    print(count_palindromes(s))


main()
