import sys
from typing import List


def longest_built_word(words: List[str]) -> str:
    """The longest word whose every prefix is listed (alphabetically first on ties), or ""."""
    # Trie as a list of dicts; ends[node] marks the end of a listed word.
    children: List[dict] = [{}]
    ends = [False]
    for word in words:
        node = 0
        for ch in word:
            nxt = children[node].get(ch)
            if nxt is None:
                nxt = len(children)
                children[node][ch] = nxt
                children.append({})
                ends.append(False)
            node = nxt
        ends[node] = True
    # Depth-first walk through marked nodes only, children in alphabetical order: words are met in
    # alphabetical order, so the first longest one met is the answer.
    best = ""
    stack = [(0, "")]
    while stack:
        node, word = stack.pop()
        if len(word) > len(best):
            best = word
        for ch in sorted(children[node], reverse=True):
            child = children[node][ch]
            if ends[child]:
                stack.append((child, word + ch))
    return best


def main() -> None:
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    words = [s.strip() for s in lines[1 : 1 + n]]
    print(longest_built_word(words))


main()
