import sys
from typing import List


def spiral_order(grid: List[List[int]]) -> List[int]:
    """The values in clockwise spiral order from the top-left corner."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(" ".join(map(str, spiral_order(grid))))


main()
