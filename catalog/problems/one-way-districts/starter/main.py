import sys
from typing import List, Tuple


def districts(n: int, streets: List[Tuple[int, int]]) -> Tuple[int, int]:
    """(number of districts, size of the largest district) of the one-way street graph."""
    # Write your code here.
    return (0, 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    count, largest = districts(n, streets)
    print(count, largest)


main()
