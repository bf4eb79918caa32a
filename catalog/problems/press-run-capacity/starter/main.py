import sys
from typing import List


def min_capacity(pages: List[int], d: int) -> int:
    """The smallest daily capacity that prints every job, in order, within d days."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    pages = [int(x) for x in data[2 : 2 + n]]
    print(min_capacity(pages, d))


main()
