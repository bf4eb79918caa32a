import sys


def longest_balanced(s: str) -> int:
    # Write your code here.
    return -1


def main() -> None:
    s = sys.stdin.read().split("\n")[0].strip()
    print(longest_balanced(s))


main()
