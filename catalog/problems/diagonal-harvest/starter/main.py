import sys
from typing import List


def diagonal_harvest(field: List[List[int]]) -> int:
    """The sum over both diagonals of an n x n field, the shared centre counted once."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    field = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(diagonal_harvest(field))


main()
