import sys
from typing import List


def longest_run(tickets: List[int]) -> int:
    """Length of the longest run x, x+1, ..., all present."""
    present = set(tickets)
    best = 0
    for x in present:
        if x - 1 in present:
            continue  # x does not start a run
        length = 1
        while x + length in present:
            length += 1
        best = max(best, length)
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(longest_run([int(x) for x in data[1 : 1 + n]]))


main()
