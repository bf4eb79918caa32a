import sys
from typing import List


def splice_cost(lengths: List[int]) -> int:
    """The minimum total cost of splicing all pieces into one cable."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lengths = [int(x) for x in data[1 : 1 + n]]
    print(splice_cost(lengths))


main()
