import sys
from bisect import bisect_left
from typing import List, Tuple


def longest_nesting(crates: List[Tuple[int, int]]) -> int:
    """Returns the longest chain of strictly nested crates."""
    # Width ascending; equal widths by height descending, so two crates of one width
    # can never both appear in a strictly increasing run of heights.
    ordered = sorted(crates, key=lambda c: (c[0], -c[1]))
    tails: List[int] = []  # tails[k] = smallest last height of an increasing run of length k + 1
    for _, h in ordered:
        k = bisect_left(tails, h)
        if k == len(tails):
            tails.append(h)
        else:
            tails[k] = h
    return len(tails)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    crates = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(longest_nesting(crates))


main()
