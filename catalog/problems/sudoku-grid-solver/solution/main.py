import sys
from typing import List


def solve_sudoku(puzzle: List[str]) -> List[str]:
    """Completes the grid (9 rows of 9 chars, '.' = empty) and returns its 9 rows of digits."""
    cell = [0] * 81  # 0 = empty, else the digit
    rows = [0] * 9  # bit d-1 set = digit d used in that row
    cols = [0] * 9
    boxes = [0] * 9
    row_of = [p // 9 for p in range(81)]
    col_of = [p % 9 for p in range(81)]
    box_of = [3 * (p // 27) + (p % 9) // 3 for p in range(81)]
    empties = []
    for p in range(81):
        ch = puzzle[p // 9][p % 9]
        if ch == ".":
            empties.append(p)
        else:
            bit = 1 << (int(ch) - 1)
            rows[row_of[p]] |= bit
            cols[col_of[p]] |= bit
            boxes[box_of[p]] |= bit
            cell[p] = int(ch)

    def toggle(p: int, bit: int) -> None:
        rows[row_of[p]] ^= bit
        cols[col_of[p]] ^= bit
        boxes[box_of[p]] ^= bit

    # Explicit stack of [square, digits left to try there, digit bit placed there].
    stack: List[List[int]] = []
    while True:
        # Most constrained empty square first (fewest candidates); -1 when the grid is full.
        best, best_mask, best_count = -1, 0, 10
        for p in empties:
            if cell[p]:
                continue
            mask = ~(rows[row_of[p]] | cols[col_of[p]] | boxes[box_of[p]]) & 511
            count = bin(mask).count("1")
            if count < best_count:
                best, best_mask, best_count = p, mask, count
                if count <= 1:
                    break
        if best == -1:
            break
        frame = [best, best_mask, 0]
        # Backtrack while a square has no candidate left (the puzzle is solvable).
        while frame[1] == 0:
            frame = stack.pop()
            toggle(frame[0], frame[2])
            cell[frame[0]] = 0
        bit = frame[1] & -frame[1]
        frame[1] ^= bit
        frame[2] = bit
        toggle(frame[0], bit)
        cell[frame[0]] = bit.bit_length()
        stack.append(frame)
    return ["".join(map(str, cell[9 * r : 9 * r + 9])) for r in range(9)]


def main() -> None:
    tokens = sys.stdin.read().split()
    t = int(tokens[0])
    out: List[str] = []
    for i in range(t):
        out.extend(solve_sudoku(tokens[1 + 9 * i : 10 + 9 * i]))
    sys.stdout.write("\n".join(out) + "\n")


main()
