import sys


def shared_area(t: list[int]) -> int:
    """Returns the area covered by both tarps; t = [x1, y1, x2, y2, X1, Y1, X2, Y2]."""
    x1, y1, x2, y2, xx1, yy1, xx2, yy2 = t
    # Overlap on each axis separately; a negative length means no overlap.
    width = min(x2, xx2) - max(x1, xx1)
    height = min(y2, yy2) - max(y1, yy1)
    return width * height if width > 0 and height > 0 else 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(shared_area([int(x) for x in data[1 + 8 * i : 9 + 8 * i]])))
    print("\n".join(out))


main()
