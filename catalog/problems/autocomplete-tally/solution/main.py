import sys
from typing import List


def autocomplete_tally(words: List[str], prefixes: List[str]) -> List[int]:
    """For each prefix, how many stored words start with it."""
    # Trie as a list of dicts plus the number of words passing through each node.
    children: List[dict] = [{}]
    passing = [0]
    for word in words:
        node = 0
        for ch in word:
            nxt = children[node].get(ch)
            if nxt is None:
                nxt = len(children)
                children[node][ch] = nxt
                children.append({})
                passing.append(0)
            node = nxt
            passing[node] += 1
    answers = []
    for prefix in prefixes:
        node = 0
        for ch in prefix:
            node = children[node].get(ch, -1)
            if node < 0:
                break  # no stored word continues this way
        answers.append(passing[node] if node >= 0 else 0)
    return answers


def main() -> None:
    lines = sys.stdin.read().split("\n")
    n, q = map(int, lines[0].split())
    words = [s.strip() for s in lines[1 : 1 + n]]
    prefixes = [s.strip() for s in lines[1 + n : 1 + n + q]]
    print("\n".join(map(str, autocomplete_tally(words, prefixes))))


main()
