import sys


def flip_word_order(line: str) -> str:
    """Returns the words of the line in reverse order, separated by single spaces."""
    # Write your code here.
    return ""


def main() -> None:
    line = sys.stdin.readline().rstrip("\n")
    print(flip_word_order(line))


main()
