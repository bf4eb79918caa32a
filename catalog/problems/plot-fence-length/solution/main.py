import sys
from typing import List


def fence_length(grid: List[str]) -> int:
    """Units of fence around the plot ('#' plot, '.' meadow)."""
    r, c = len(grid), len(grid[0])
    cells = shared = 0
    for i in range(r):
        row = grid[i]
        below = grid[i + 1] if i + 1 < r else None
        for j in range(c):
            if row[j] != "#":
                continue
            cells += 1
            # count each shared side once, from its upper or left square
            if below is not None and below[j] == "#":
                shared += 1
            if j + 1 < c and row[j + 1] == "#":
                shared += 1
    return 4 * cells - 2 * shared


def main() -> None:
    data = sys.stdin.read().split()
    r = int(data[0])
    print(fence_length(data[2 : 2 + r]))


main()
