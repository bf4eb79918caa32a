import sys
from typing import List


def dedupe_shelf(shelf: List[int]) -> int:
    """Moves the distinct values of the sorted list to its front, in place; returns their count k."""
    k = 0  # shelf[0..k-1] holds the distinct values seen so far
    for i in range(len(shelf)):
        if k == 0 or shelf[i] != shelf[k - 1]:
            shelf[k] = shelf[i]
            k += 1
    return k


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    shelf = [int(x) for x in data[1 : 1 + n]]
    k = dedupe_shelf(shelf)
    print(k)
    print(" ".join(map(str, shelf[:k])))


main()
