import sys


def double_area(xs: list[int], ys: list[int]) -> int:
    """Returns twice the area enclosed by the fence through the corners (xs[i], ys[i])."""
    # Shoelace: sum the cross products of consecutive corners (last wraps to first).
    n = len(xs)
    total = 0
    for i in range(n):
        j = (i + 1) % n
        total += xs[i] * ys[j] - ys[i] * xs[j]
    return abs(total)  # the sign only says clockwise or counter-clockwise


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(data[1 + 2 * i]) for i in range(n)]
    ys = [int(data[2 + 2 * i]) for i in range(n)]
    print(double_area(xs, ys))


main()
