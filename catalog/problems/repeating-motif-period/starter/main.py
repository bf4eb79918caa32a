import sys


def shortest_motif(pattern: str) -> int:
    """The length of the shortest motif whose repetition gives the pattern."""
    # Write your code here.
    return 0


def main() -> None:
    pattern = sys.stdin.read().strip()
    print(shortest_motif(pattern))


main()
