import sys
from collections import Counter
from typing import List


def can_trace(grid: List[str], word: str) -> bool:
    """Whether word can be traced through side-adjacent cells, each cell used at most once."""
    r, c = len(grid), len(grid[0])
    # Pruning: the grid must hold enough copies of every letter of the word.
    have = Counter("".join(grid))
    if any(have[ch] < cnt for ch, cnt in Counter(word).items()):
        return False
    # Start from the rarer end of the word: fewer starting cells, earlier dead ends.
    w = word[::-1] if have[word[0]] > have[word[-1]] else word
    used = [[False] * c for _ in range(r)]
    dirs = ((1, 0), (-1, 0), (0, 1), (0, -1))

    def trace(si: int, sj: int) -> bool:
        # Iterative DFS: each frame is [row, col, index in w, next direction to try].
        stack = [[si, sj, 0, 0]]
        used[si][sj] = True
        while stack:
            top = stack[-1]
            i, j, k, d = top
            if k == len(w) - 1:
                return True
            if d == 4:
                used[i][j] = False  # step back: free the cell
                stack.pop()
                continue
            top[3] += 1
            ni, nj = i + dirs[d][0], j + dirs[d][1]
            if 0 <= ni < r and 0 <= nj < c and not used[ni][nj] and grid[ni][nj] == w[k + 1]:
                used[ni][nj] = True
                stack.append([ni, nj, k + 1, 0])
        return False

    for i in range(r):
        for j in range(c):
            if grid[i][j] == w[0] and trace(i, j):
                return True
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    grid = [lines[1 + i].strip() for i in range(r)]
    print("true" if can_trace(grid, lines[1 + r].strip()) else "false")


main()
