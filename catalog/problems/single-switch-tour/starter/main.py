import sys
from typing import List


def switch_tour(n: int) -> List[int]:
    """The reflected tour of all 2^n settings, starting from 0."""
    # Write your code here.
    return []


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, switch_tour(n))))


main()
