import sys
from typing import List


def has_duplicate_badge(badges: List[int]) -> bool:
    """Returns True if some badge number appears at least twice."""
    seen = set()
    for b in badges:
        if b in seen:
            return True
        seen.add(b)
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    badges = [int(x) for x in data[1 : 1 + n]]
    print("true" if has_duplicate_badge(badges) else "false")


main()
