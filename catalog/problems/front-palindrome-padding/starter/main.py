import sys


def fewest_front_letters(s: str) -> int:
    """Returns the fewest letters to add in front of s so that the result is a palindrome."""
    # Write your code here.
    return -1


def main() -> None:
    s = sys.stdin.read().strip()
    print(fewest_front_letters(s))


main()
