import sys
from typing import List


def autocomplete_tally(words: List[str], prefixes: List[str]) -> List[int]:
    """For each prefix, how many stored words start with it."""
    # Write your code here.
    return []


def main() -> None:
    lines = sys.stdin.read().split("\n")
    n, q = map(int, lines[0].split())
    words = [s.strip() for s in lines[1 : 1 + n]]
    prefixes = [s.strip() for s in lines[1 + n : 1 + n + q]]
    print("\n".join(map(str, autocomplete_tally(words, prefixes))))


main()
