import sys
from typing import List


def landslide_winner(ballots: List[int]) -> int:
    """Returns the candidate with more than half of the ballots, or -1."""
    # Pass 1: cancel ballots for different candidates in pairs (Boyer-Moore).
    suspect, count = -1, 0
    for b in ballots:
        if count == 0:
            suspect = b
        count += 1 if b == suspect else -1
    # Pass 2: the survivor is only a suspect; confirm it has a strict majority.
    votes = sum(1 for b in ballots if b == suspect)
    return suspect if 2 * votes > len(ballots) else -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(landslide_winner([int(x) for x in data[1 : 1 + n]]))


main()
