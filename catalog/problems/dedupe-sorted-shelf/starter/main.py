import sys
from typing import List


def dedupe_shelf(shelf: List[int]) -> int:
    """Moves the distinct values of the sorted list to its front, in place; returns their count k."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    shelf = [int(x) for x in data[1 : 1 + n]]
    k = dedupe_shelf(shelf)
    print(k)
    print(" ".join(map(str, shelf[:k])))


main()
