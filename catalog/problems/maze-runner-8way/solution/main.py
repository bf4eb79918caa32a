import sys
from typing import List


def fewest_moves(grid: List[str]) -> int:
    """Fewest 8-direction moves from the top-left to the bottom-right cell, or -1."""
    r, c = len(grid), len(grid[0])
    if grid[0][0] == "#" or grid[r - 1][c - 1] == "#":
        return -1
    dist = [[-1] * c for _ in range(r)]
    dist[0][0] = 0
    queue = [(0, 0)]  # a list used as a queue: cells are appended once and read in order
    steps = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
    for i, j in queue:
        d = dist[i][j] + 1
        for di, dj in steps:
            y, x = i + di, j + dj
            if 0 <= y < r and 0 <= x < c and dist[y][x] == -1 and grid[y][x] == ".":
                dist[y][x] = d
                queue.append((y, x))
    return dist[r - 1][c - 1]


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(fewest_moves(tokens[2 : 2 + r]))


main()
