import sys
from typing import List


def winning_splits(piles: List[int]) -> int:
    """The number of winning first moves (pile, split); 0 if the first player loses."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    print(winning_splits([int(x) for x in data[1 : 1 + m]]))


main()
