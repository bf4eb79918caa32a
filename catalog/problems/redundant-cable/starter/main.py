import sys
from typing import List, Tuple


def first_redundant(n: int, cables: List[Tuple[int, int]]) -> int:
    """Index of the first cable whose ends are already connected by earlier cables, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    cables = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(first_redundant(n, cables))


main()
