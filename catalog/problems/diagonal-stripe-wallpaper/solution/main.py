import sys


def first_faulty_tile(grid: list[list[int]]) -> list[int]:
    """Returns [i, j] of the first faulty tile in reading order, or [] if none."""
    # A diagonal is constant iff every cell equals its upper-left neighbour.
    for i in range(1, len(grid)):
        above, row = grid[i - 1], grid[i]
        for j in range(1, len(row)):
            if row[j] != above[j - 1]:
                return [i, j]
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    answer = first_faulty_tile(grid)
    print(" ".join(map(str, answer)) if answer else "-1")


main()
