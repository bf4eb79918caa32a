import sys
from typing import List


def winning_moves(dist: List[int], steps: List[int]) -> int:
    """The number of winning first moves (token, step); 0 if the first player loses."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    dist = [int(x) for x in data[1 : 1 + m]]
    k = int(data[1 + m])
    steps = [int(x) for x in data[2 + m : 2 + m + k]]
    print(winning_moves(dist, steps))


main()
