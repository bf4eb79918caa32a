import sys


def fewest_insertions(s: str) -> int:
    """Returns the fewest inserted letters that make s a palindrome."""
    # Write your code here.
    return 0


def main() -> None:
    s = sys.stdin.readline().strip()
    print(fewest_insertions(s))


main()
