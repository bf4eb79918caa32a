import sys
from typing import List


def follows_pattern(pattern: str, words: List[str]) -> bool:
    """Whether the words follow the pattern one-to-one."""
    # Write your code here.
    return False


def main() -> None:
    tokens = sys.stdin.read().split()
    pattern = tokens[0]
    n = int(tokens[1])
    print("true" if follows_pattern(pattern, tokens[2 : 2 + n]) else "false")


main()
