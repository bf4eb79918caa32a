import sys
from typing import List


def bracket_catalogue(n: int, d: int) -> List[str]:
    """Every balanced pattern with n pairs and depth at most d, in sorted order."""
    out: List[str] = []
    chars: List[str] = []

    def extend(opened: int, depth: int) -> None:
        if len(chars) == 2 * n:
            out.append("".join(chars))
            return
        # '(' first: it sorts before ')', so patterns come out in order.
        if opened < n and depth < d:
            chars.append("(")
            extend(opened + 1, depth + 1)
            chars.pop()
        if depth > 0:
            chars.append(")")
            extend(opened, depth - 1)
            chars.pop()

    extend(0, 0)
    return out


def main() -> None:
    n, d = map(int, sys.stdin.read().split())
    print("\n".join(bracket_catalogue(n, d)))


main()
