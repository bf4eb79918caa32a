import sys


def turn_signal(ax: int, ay: int, bx: int, by: int, cx: int, cy: int) -> str:
    """Returns "LEFT", "RIGHT" or "STRAIGHT" for the route A -> B -> C."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        ax, ay, bx, by, cx, cy = (int(x) for x in data[1 + 6 * i : 7 + 6 * i])
        out.append(turn_signal(ax, ay, bx, by, cx, cy))
    print("\n".join(out))


main()
