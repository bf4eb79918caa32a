import sys
from typing import List


def diagonal_harvest(field: List[List[int]]) -> int:
    """The sum over both diagonals of an n x n field, the shared centre counted once."""
    n = len(field)
    total = 0
    for i in range(n):
        total += field[i][i]
        if n - 1 - i != i:  # the centre cell only once
            total += field[i][n - 1 - i]
    return total


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    field = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(diagonal_harvest(field))


main()
