# Brute force: search the whole game on the tuple of all token distances (no Grundy values):
# a position is winning when some move leads to a losing one. Count the first moves that lead
# to a position lost for the opponent.
import sys
from functools import lru_cache

data = sys.stdin.read().split()
m = int(data[0])
a = [int(x) for x in data[1 : 1 + m]]
k = int(data[1 + m])
steps = [int(x) for x in data[2 + m : 2 + m + k]]


def moves(pos):
    for i, d in enumerate(pos):
        for s in steps:
            if s <= d:
                yield i, s, tuple(sorted(pos[:i] + (d - s,) + pos[i + 1 :]))


@lru_cache(maxsize=None)
def wins(pos):
    return any(not wins(nxt) for _, _, nxt in moves(pos))


start = tuple(a)
print(sum(1 for _, _, nxt in moves(start) if not wins(nxt)))
