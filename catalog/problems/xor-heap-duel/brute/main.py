# Brute force: game-tree search over every position (sorted heap sizes), memoised: a position is a
# win for the player to move when some move leads to a position lost for the opponent.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps):
    for i, h in enumerate(heaps):
        for take in range(1, h + 1):
            after = list(heaps)
            after[i] = h - take
            if not wins(tuple(sorted(after))):
                return True
    return False


data = sys.stdin.read().split()
g = int(data[0])
pos = 1
out = []
for _ in range(g):
    k = int(data[pos])
    heaps = tuple(sorted(int(x) for x in data[pos + 1 : pos + 1 + k]))
    pos += 1 + k
    out.append("FIRST" if wins(heaps) else "SECOND")
print("\n".join(out))
