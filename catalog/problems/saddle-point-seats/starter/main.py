import sys


def saddle_seats(grid: list[list[int]]) -> list[tuple[int, int]]:
    """Returns the saddle seats (i, j), sorted by row then column."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    grid = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    seats = saddle_seats(grid)
    print("\n".join([str(len(seats))] + [f"{i} {j}" for i, j in seats]))


main()
