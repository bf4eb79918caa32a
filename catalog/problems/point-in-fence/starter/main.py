import sys


def classify_sheep(fence: list[tuple[int, int]], sheep: list[tuple[int, int]]) -> list[str]:
    """Returns "INSIDE", "OUTSIDE" or "BOUNDARY" for each point of sheep."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos = 0

    def read_points() -> list[tuple[int, int]]:
        nonlocal pos
        count = int(data[pos])
        pos += 1
        pts = [(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(count)]
        pos += 2 * count
        return pts

    fence = read_points()
    sheep = read_points()
    print("\n".join(classify_sheep(fence, sheep)))


main()
