# Brute force: solve each game by a table over every pile size up to n (small n only).
import sys


def first_move(n, k):
    # win[p]: the player to move with p pebbles left can force a win.
    win = [False] * (n + 1)
    for p in range(1, n + 1):
        win[p] = any(not win[p - t] for t in range(1, min(k, p) + 1))
    moves = [t for t in range(1, min(k, n) + 1) if not win[n - t]]
    return moves[0] if moves else 0


data = sys.stdin.read().split()
q = int(data[0])
out = [str(first_move(int(data[1 + 2 * i]), int(data[2 + 2 * i]))) for i in range(q)]
print("\n".join(out))
