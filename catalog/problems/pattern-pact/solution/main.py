import sys
from typing import List


def follows_pattern(pattern: str, words: List[str]) -> bool:
    """Whether the words follow the pattern one-to-one."""
    if len(pattern) != len(words):
        return False
    word_of = {}  # letter -> word
    letter_of = {}  # word -> letter
    for c, w in zip(pattern, words):
        if word_of.setdefault(c, w) != w or letter_of.setdefault(w, c) != c:
            return False
    return True


def main() -> None:
    tokens = sys.stdin.read().split()
    pattern = tokens[0]
    n = int(tokens[1])
    print("true" if follows_pattern(pattern, tokens[2 : 2 + n]) else "false")


main()
