import sys


def kth_move(n: int, k: int) -> str:
    """Returns "d X Y": at step k, disc d moves from peg X to peg Y."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(kth_move(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)))


main()
