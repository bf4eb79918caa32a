import sys
from typing import List


def happy_children(appetite: List[int], size: List[int]) -> int:
    """The largest number of children that can get a snack at least their appetite."""
    kids = sorted(appetite)
    c = 0  # the least hungry child still waiting
    for s in sorted(size):
        if c == len(kids):
            break
        if s >= kids[c]:
            c += 1  # otherwise this snack is too small for everyone left
    return c


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    appetite = [int(x) for x in data[1 : 1 + n]]
    m = int(data[1 + n])
    size = [int(x) for x in data[2 + n : 2 + n + m]]
    print(happy_children(appetite, size))


main()
