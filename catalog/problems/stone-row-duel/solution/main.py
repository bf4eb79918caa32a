import sys


def duel_margin(a: list[int]) -> int:
    """Returns the first player's total minus the second player's total under perfect play."""
    n = len(a)
    # After processing start i, margin[j] = best margin for the player to move on a[i..j].
    margin = [0] * n
    for i in range(n - 1, -1, -1):
        ai = a[i]
        margin[i] = ai  # a single stone
        for j in range(i + 1, n):
            # margin[j] still holds block i+1..j; margin[j-1] already holds block i..j-1.
            take_left = ai - margin[j]
            take_right = a[j] - margin[j - 1]
            margin[j] = take_left if take_left > take_right else take_right
    return margin[n - 1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(duel_margin([int(x) for x in data[1 : 1 + n]]))


main()
