import sys
from typing import List


def minutes_until_mouldy(grid: List[str]) -> int:
    """Minutes until no fresh crate ('F') is left, or -1. 'M' = mouldy crate, '.' = empty floor."""
    r, c = len(grid), len(grid[0])
    time = [[-1] * c for _ in range(r)]  # minute a cell turned mouldy, -1 = not (yet)
    queue = []
    fresh = 0
    for i in range(r):
        for j in range(c):
            if grid[i][j] == "M":
                time[i][j] = 0
                queue.append((i, j))
            elif grid[i][j] == "F":
                fresh += 1
    last = 0
    head = 0
    while head < len(queue):
        i, j = queue[head]
        head += 1
        t = time[i][j] + 1
        for ni, nj in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if 0 <= ni < r and 0 <= nj < c and grid[ni][nj] == "F" and time[ni][nj] == -1:
                time[ni][nj] = t
                last = t
                fresh -= 1
                queue.append((ni, nj))
    return -1 if fresh > 0 else last


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    grid = [lines[1 + i].strip() for i in range(r)]
    print(minutes_until_mouldy(grid))


main()
