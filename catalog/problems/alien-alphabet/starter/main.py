import sys
from typing import List


def alien_alphabet(words: List[str]) -> str:
    """The smallest consistent order of the letters that appear, or 'IMPOSSIBLE'."""
    # Write your code here.
    return ""


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    print(alien_alphabet(tokens[1 : 1 + n]))


main()
