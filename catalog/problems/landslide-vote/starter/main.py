import sys
from typing import List


def landslide_winner(ballots: List[int]) -> int:
    """Returns the candidate with more than half of the ballots, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(landslide_winner([int(x) for x in data[1 : 1 + n]]))


main()
