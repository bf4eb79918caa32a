import sys
from typing import List


def fewest_moves(heights: List[int]) -> int:
    """The fewest moves that make all stacks equally tall."""
    # A move lowers the skipped stack relative to the others: bring every stack down to the lowest.
    return sum(heights) - len(heights) * min(heights)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1 : 1 + n]]
    print(fewest_moves(heights))


main()
