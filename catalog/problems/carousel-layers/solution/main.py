import sys
from typing import List, Tuple


def turn_carousel(board: List[List[int]], k: int) -> List[List[int]]:
    """The board after every track moved k cells clockwise."""
    r, c = len(board), len(board[0])
    out = [row[:] for row in board]
    for t in range(min(r, c) // 2):
        cells = track_cells(t, r, c)
        length = len(cells)
        shift = k % length  # after `length` ticks the track is back where it started
        for j, (fi, fj) in enumerate(cells):
            ti, tj = cells[(j + shift) % length]
            out[ti][tj] = board[fi][fj]
    return out


def track_cells(t: int, r: int, c: int) -> List[Tuple[int, int]]:
    """The cells of track t (0 = border) in clockwise order, starting at its top-left corner."""
    top, left, bottom, right = t, t, r - 1 - t, c - 1 - t
    cells = [(top, j) for j in range(left, right)]
    cells += [(i, right) for i in range(top, bottom)]
    cells += [(bottom, j) for j in range(right, left, -1)]
    cells += [(i, left) for i in range(bottom, top, -1)]
    return cells


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c, k = int(data[0]), int(data[1]), int(data[2])
    board = [[int(v) for v in data[3 + i * c : 3 + (i + 1) * c]] for i in range(r)]
    result = turn_carousel(board, k)
    sys.stdout.write("\n".join(" ".join(map(str, row)) for row in result) + "\n")


main()
