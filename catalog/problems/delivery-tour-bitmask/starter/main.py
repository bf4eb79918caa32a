import sys
from typing import List


def shortest_tour(d: List[List[int]]) -> int:
    """The shortest tour from the bakery (0) through every shop exactly once and back."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    d = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(shortest_tour(d))


main()
