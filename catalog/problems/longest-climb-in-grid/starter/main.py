import sys
from typing import List


def longest_climb(alt: List[List[int]]) -> int:
    """Cells on the longest strictly increasing climb (4-neighbour steps)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    alt = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(longest_climb(alt))


main()
