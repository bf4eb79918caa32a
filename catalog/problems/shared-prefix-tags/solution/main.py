import sys
from typing import List


def shared_prefix(tags: List[str]) -> str:
    """The longest string every tag starts with."""
    first = tags[0]
    for j, ch in enumerate(first):
        for tag in tags[1:]:
            # This tag ends here or disagrees: the prefix stops before column j.
            if j >= len(tag) or tag[j] != ch:
                return first[:j]
    return first


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    print(shared_prefix(tokens[1 : 1 + n]))


main()
