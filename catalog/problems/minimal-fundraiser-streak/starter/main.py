import sys
from typing import List


def shortest_streak(donations: List[int], target: int) -> int:
    """The length of the shortest streak reaching target, or 0."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    donations = [int(x) for x in data[2 : 2 + n]]
    print(shortest_streak(donations, target))


main()
