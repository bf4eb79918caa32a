import sys
from typing import List


def switch_tour(n: int) -> List[int]:
    """The reflected tour of all 2^n settings, starting from 0."""
    # Setting number i of the reflected tour is i XOR (i >> 1).
    return [i ^ (i >> 1) for i in range(1 << n)]


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, switch_tour(n))))


main()
