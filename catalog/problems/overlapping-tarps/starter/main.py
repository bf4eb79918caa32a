import sys


def shared_area(t: list[int]) -> int:
    """Returns the area covered by both tarps; t = [x1, y1, x2, y2, X1, Y1, X2, Y2]."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(shared_area([int(x) for x in data[1 + 8 * i : 9 + 8 * i]])))
    print("\n".join(out))


main()
