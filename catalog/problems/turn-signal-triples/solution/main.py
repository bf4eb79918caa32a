import sys


def turn_signal(ax: int, ay: int, bx: int, by: int, cx: int, cy: int) -> str:
    """Returns "LEFT", "RIGHT" or "STRAIGHT" for the route A -> B -> C."""
    # Cross product of the two legs: positive = counter-clockwise = left.
    cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
    if cross > 0:
        return "LEFT"
    return "RIGHT" if cross < 0 else "STRAIGHT"


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        ax, ay, bx, by, cx, cy = (int(x) for x in data[1 + 6 * i : 7 + 6 * i])
        out.append(turn_signal(ax, ay, bx, by, cx, cy))
    print("\n".join(out))


main()
