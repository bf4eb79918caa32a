import sys
from collections import deque
from typing import List


def paint_bucket(grid: List[List[str]], row: int, col: int, colour: str) -> None:
    """Repaints the region of the clicked cell in place."""
    old = grid[row][col]
    if old == colour:
        return  # nothing would change
    rows, cols = len(grid), len(grid[0])
    # Cells are painted when queued, which also marks them as visited.
    grid[row][col] = colour
    queue = deque([(row, col)])
    while queue:
        i, j = queue.popleft()
        for ni, nj in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if 0 <= ni < rows and 0 <= nj < cols and grid[ni][nj] == old:
                grid[ni][nj] = colour
                queue.append((ni, nj))


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    grid = [list(tokens[2 + i]) for i in range(r)]
    paint_bucket(grid, int(tokens[2 + r]), int(tokens[3 + r]), tokens[4 + r])
    print("\n".join("".join(line) for line in grid))


main()
