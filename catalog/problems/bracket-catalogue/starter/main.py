import sys
from typing import List


def bracket_catalogue(n: int, d: int) -> List[str]:
    """Every balanced pattern with n pairs and depth at most d, in sorted order."""
    # Write your code here.
    return []


def main() -> None:
    n, d = map(int, sys.stdin.read().split())
    print("\n".join(bracket_catalogue(n, d)))


main()
