import sys
from typing import List


def ladder_length(begin: str, end: str, words: List[str]) -> int:
    """Fewest one-letter changes from begin to end through words of the spell book, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[2])
    print(ladder_length(tokens[0], tokens[1], tokens[3 : 3 + n]))


main()
