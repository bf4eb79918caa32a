import sys
from typing import List


def shorten_words(roots: List[str], words: List[str]) -> List[str]:
    """Each word replaced by its shortest root that is a prefix of it (kept if none)."""
    # Write your code here.
    return []


def main() -> None:
    lines = sys.stdin.read().split("\n")
    d, m = map(int, lines[0].split())
    roots = [s.strip() for s in lines[1 : 1 + d]]
    words = [s.strip() for s in lines[1 + d : 1 + d + m]]
    print(" ".join(shorten_words(roots, words)))


main()
