import sys


def winning_take(n: int, k: int) -> int:
    """The first player's winning first take, or 0 if the first player loses."""
    # Multiples of k + 1 lose for the player to move; move to one if you can.
    return n % (k + 1)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = [winning_take(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print("\n".join(map(str, out)))


main()
