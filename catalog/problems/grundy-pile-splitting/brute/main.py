# Brute force: search the whole game tree over multisets of heaps (memoised win/lose), then try
# every first move literally.
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


def moves(heaps):
    for i, h in enumerate(heaps):
        for x in range(1, h):
            y = h - x
            if x < y:
                rest = heaps[:i] + heaps[i + 1 :] + (x, y)
                yield tuple(sorted(rest))


@lru_cache(maxsize=None)
def to_move_wins(heaps):
    return any(not to_move_wins(nxt) for nxt in moves(heaps))


data = sys.stdin.read().split()
m = int(data[0])
a = [int(x) for x in data[1 : 1 + m]]
count = 0
for i in range(m):
    for x in range(1, a[i]):
        y = a[i] - x
        if x < y:
            after = tuple(sorted(a[:i] + a[i + 1 :] + [x, y]))
            if not to_move_wins(after):
                count += 1
print(count)
