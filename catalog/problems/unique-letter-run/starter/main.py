import sys


def longest_unique_run(s: str) -> int:
    """Length of the longest substring of s without a repeated character."""
    # Write your code here.
    return 0


def main() -> None:
    s = sys.stdin.readline().rstrip("\r\n")
    print(longest_unique_run(s))


main()
