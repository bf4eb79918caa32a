import sys
from typing import List


def longest_built_word(words: List[str]) -> str:
    """The longest word whose every prefix is listed (alphabetically first on ties), or ""."""
    # Write your code here.
    return ""


def main() -> None:
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    words = [s.strip() for s in lines[1 : 1 + n]]
    print(longest_built_word(words))


main()
