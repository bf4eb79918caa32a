import sys


def saddle_seats(grid: list[list[int]]) -> list[tuple[int, int]]:
    """Returns the saddle seats (i, j), sorted by row then column."""
    row_min = [min(row) for row in grid]
    col_max = [max(col) for col in zip(*grid)]
    # Row-major scan: the seats come out already sorted.
    seats = []
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            if v == row_min[i] and v == col_max[j]:
                seats.append((i, j))
    return seats


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    seats = saddle_seats(grid)
    print("\n".join([str(len(seats))] + [f"{i} {j}" for i, j in seats]))


main()
