import sys
from typing import List, Tuple


def anagram_families(words: List[str]) -> Tuple[int, int]:
    """(number of families, size of the largest family)."""
    # Write your code here.
    return (0, 0)


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    families, largest = anagram_families(tokens[1 : 1 + n])
    print(families, largest)


main()
