import sys


def fewest_flips(a: int, b: int, c: int) -> int:
    """Fewest single-switch flips in a and b so that (a OR b) equals c."""
    flips = 0
    for bit in range(30):
        x = (a >> bit) & 1
        y = (b >> bit) & 1
        if (c >> bit) & 1:
            if x == 0 and y == 0:
                flips += 1  # turn one switch on
        else:
            flips += x + y  # every switch that is on must go off
    return flips


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    q = data[0]
    print("\n".join(str(fewest_flips(*data[1 + 3 * i : 4 + 3 * i])) for i in range(q)))


main()
