import sys


def fewest_cuts(s: str) -> int:
    """The fewest cuts that split s into palindromic pieces."""
    # Write your code here.
    return -1


def main() -> None:
    print(fewest_cuts(sys.stdin.read().strip()))


main()
