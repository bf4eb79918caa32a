import sys


def king_steps(x1: int, y1: int, x2: int, y2: int) -> int:
    """Returns the fewest king steps from (x1, y1) to (x2, y2)."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        x1, y1, x2, y2 = (int(x) for x in data[1 + 4 * i : 5 + 4 * i])
        out.append(str(king_steps(x1, y1, x2, y2)))
    print("\n".join(out))


main()
