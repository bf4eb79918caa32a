import sys


def longest_balanced_run(flips: str) -> int:
    """The length of the longest run of consecutive flips with as many heads as tails."""
    # Write your code here.
    return -1


def main() -> None:
    flips = sys.stdin.read().strip()
    print(longest_balanced_run(flips))


main()
