import sys
from typing import List


def can_split(s: str, words: List[str]) -> bool:
    """True if s can be cut entirely into code-book words."""
    # Write your code here.
    return False


def main() -> None:
    tokens = sys.stdin.read().split()
    m = int(tokens[1])
    print("true" if can_split(tokens[0], tokens[2 : 2 + m]) else "false")


main()
