import sys
from typing import Dict, List, Tuple


def anagram_families(words: List[str]) -> Tuple[int, int]:
    """(number of families, size of the largest family)."""
    # Members of a family share the same letters in sorted order.
    count: Dict[str, int] = {}
    for w in words:
        key = "".join(sorted(w))
        count[key] = count.get(key, 0) + 1
    return (len(count), max(count.values(), default=0))


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    families, largest = anagram_families(tokens[1 : 1 + n])
    print(families, largest)


main()
