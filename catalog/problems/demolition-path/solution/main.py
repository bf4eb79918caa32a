import sys
from collections import deque
from typing import List


def fewest_walls(grid: List[str]) -> int:
    """The fewest walls to knock down on a 4-direction route from the top-left to the bottom-right cell."""
    # 0-1 BFS: stepping into a free cell costs 0 (appendleft), into a wall 1 (append). Cells leave
    # the deque in order of distance, as in Dijkstra, without a heap.
    r, c = len(grid), len(grid[0])
    wall = [1 if ch == "#" else 0 for row in grid for ch in row]
    inf = r * c + 1
    dist = [inf] * (r * c)
    dist[0] = wall[0]
    dq = deque([0])
    while dq:
        cell = dq.popleft()
        d = dist[cell]
        j = cell % c
        for nxt in (
            cell - c if cell >= c else -1,
            cell + c if cell + c < r * c else -1,
            cell - 1 if j > 0 else -1,
            cell + 1 if j < c - 1 else -1,
        ):
            if nxt < 0:
                continue
            nd = d + wall[nxt]
            if nd < dist[nxt]:
                dist[nxt] = nd
                if wall[nxt]:
                    dq.append(nxt)
                else:
                    dq.appendleft(nxt)
    return dist[r * c - 1]


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(fewest_walls(tokens[2 : 2 + r]))


main()
