import sys
from typing import List


def spiral_order(grid: List[List[int]]) -> List[int]:
    """The values in clockwise spiral order from the top-left corner."""
    out: List[int] = []
    top, bottom = 0, len(grid) - 1
    left, right = 0, len(grid[0]) - 1
    while top <= bottom and left <= right:
        out.extend(grid[top][left : right + 1])
        top += 1
        for i in range(top, bottom + 1):
            out.append(grid[i][right])
        right -= 1
        # A single remaining row or column has already been read: do not read it backwards again.
        if top <= bottom:
            for j in range(right, left - 1, -1):
                out.append(grid[bottom][j])
            bottom -= 1
        if left <= right:
            for i in range(bottom, top - 1, -1):
                out.append(grid[i][left])
            left += 1
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(" ".join(map(str, spiral_order(grid))))


main()
