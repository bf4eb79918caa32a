import sys


def reshape_tray(tray: list[list[int]], rows: int, cols: int) -> list[list[int]] | None:
    """Returns the tray refilled as rows x cols in reading order, or None if the shapes differ."""
    if len(tray) * len(tray[0]) != rows * cols:
        return None
    flat = [x for row in tray for x in row]  # reading order
    return [flat[i * cols : (i + 1) * cols] for i in range(rows)]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    tray = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    r2, c2 = int(data[2 + r * c]), int(data[3 + r * c])
    result = reshape_tray(tray, r2, c2)
    print("-1" if result is None else "\n".join(" ".join(map(str, row)) for row in result))


main()
