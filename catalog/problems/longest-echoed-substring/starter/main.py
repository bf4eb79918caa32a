import sys


def longest_echo(s: str) -> tuple[int, int]:
    """Returns (L, i): the largest L such that some length-L substring occurs twice, and the
    smallest start i of such a substring; (0, -1) if no letter repeats."""
    # Write your code here.
    return (0, -1)


def main() -> None:
    s = sys.stdin.readline().strip()
    length, start = longest_echo(s)
    print(length, start)


main()
