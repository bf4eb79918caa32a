import sys


def double_area(xs: list[int], ys: list[int]) -> int:
    """Returns twice the area enclosed by the fence through the corners (xs[i], ys[i])."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(data[1 + 2 * i]) for i in range(n)]
    ys = [int(data[2 + 2 * i]) for i in range(n)]
    print(double_area(xs, ys))


main()
