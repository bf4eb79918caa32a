import sys
from typing import List


def shorten_words(roots: List[str], words: List[str]) -> List[str]:
    """Each word replaced by its shortest root that is a prefix of it (kept if none)."""
    # Trie of dicts; the key "$" marks the end of a root.
    trie: dict = {}
    for root in roots:
        node = trie
        for ch in root:
            node = node.setdefault(ch, {})
        node["$"] = True
    result = []
    for word in words:
        node = trie
        out = word
        for i, ch in enumerate(word):
            node = node.get(ch)
            if node is None:
                break  # no root continues this way
            if "$" in node:
                out = word[: i + 1]  # the first root met is the shortest
                break
        result.append(out)
    return result


def main() -> None:
    lines = sys.stdin.read().split("\n")
    d, m = map(int, lines[0].split())
    roots = [s.strip() for s in lines[1 : 1 + d]]
    words = [s.strip() for s in lines[1 + d : 1 + d + m]]
    print(" ".join(shorten_words(roots, words)))


main()
