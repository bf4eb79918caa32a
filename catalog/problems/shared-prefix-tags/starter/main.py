import sys
from typing import List


def shared_prefix(tags: List[str]) -> str:
    """The longest string every tag starts with."""
    # Write your code here.
    return ""


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    print(shared_prefix(tokens[1 : 1 + n]))


main()
