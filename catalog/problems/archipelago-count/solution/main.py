import sys
from typing import List


def count_islands(grid: List[str]) -> int:
    """The number of 4-connected islands of '#' cells."""
    r, c = len(grid), len(grid[0])
    seen = [[False] * c for _ in range(r)]
    islands = 0
    for si in range(r):
        for sj in range(c):
            if seen[si][sj] or grid[si][sj] != "#":
                continue
            islands += 1
            # Flood the new island with an explicit stack; cells are marked when pushed.
            seen[si][sj] = True
            stack = [(si, sj)]
            while stack:
                i, j = stack.pop()
                for y, x in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                    if 0 <= y < r and 0 <= x < c and not seen[y][x] and grid[y][x] == "#":
                        seen[y][x] = True
                        stack.append((y, x))
    return islands


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(count_islands(tokens[2 : 2 + r]))


main()
