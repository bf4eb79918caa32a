import sys
from typing import List


def can_split_fairly(weights: List[int]) -> bool:
    """True if the sacks can be split into two groups of equal weight."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print("true" if can_split_fairly([int(x) for x in data[1 : 1 + n]]) else "false")


main()
