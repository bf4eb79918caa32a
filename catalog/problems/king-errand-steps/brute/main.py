# Brute force: breadth-first search over king moves inside a box around both squares (with a margin).
# Far-apart squares (only the large example) use a step-by-step reachability argument instead: after
# k steps the king can stand exactly on the squares within k of the start in both coordinates, so
# search for the smallest such k.
import sys
from collections import deque

MOVES = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def bfs(x1, y1, x2, y2):
    lox, hix = min(x1, x2) - 2, max(x1, x2) + 2
    loy, hiy = min(y1, y2) - 2, max(y1, y2) + 2
    dist = {(x1, y1): 0}
    queue = deque([(x1, y1)])
    while queue:
        x, y = queue.popleft()
        if (x, y) == (x2, y2):
            return dist[(x, y)]
        for dx, dy in MOVES:
            nxt = (x + dx, y + dy)
            if lox <= nxt[0] <= hix and loy <= nxt[1] <= hiy and nxt not in dist:
                dist[nxt] = dist[(x, y)] + 1
                queue.append(nxt)
    return -1


def reach_search(x1, y1, x2, y2):
    lo, hi = 0, 1
    while not (abs(x2 - x1) <= hi and abs(y2 - y1) <= hi):
        hi *= 2
    while lo < hi:
        mid = (lo + hi) // 2
        if abs(x2 - x1) <= mid and abs(y2 - y1) <= mid:
            hi = mid
        else:
            lo = mid + 1
    return lo


data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    x1, y1, x2, y2 = (int(v) for v in data[1 + 4 * i : 5 + 4 * i])
    small = abs(x2 - x1) <= 60 and abs(y2 - y1) <= 60
    out.append(str(bfs(x1, y1, x2, y2) if small else reach_search(x1, y1, x2, y2)))
print("\n".join(out))
