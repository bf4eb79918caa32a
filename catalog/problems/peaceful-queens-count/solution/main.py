import sys
from typing import List


def count_peaceful_placements(board: List[str]) -> int:
    """The number of ways to place n mutually non-attacking queens on the open cells."""
    n = len(board)
    full = (1 << n) - 1
    # blocked[r]: bit c is set when cell (r, c) holds a fountain
    blocked = [sum(1 << c for c in range(n) if row[c] == "#") for row in board]

    def place(r: int, cols: int, diag: int, anti: int) -> int:
        """cols / diag / anti: columns of row r attacked through a column or a diagonal."""
        if r == n:
            return 1
        count = 0
        free = full & ~(cols | diag | anti | blocked[r])
        while free:
            bit = free & -free  # lowest available column
            free ^= bit
            count += place(r + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return count

    return place(0, 0, 0, 0)


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    print(count_peaceful_placements(data[2 : 2 + n]))


main()
