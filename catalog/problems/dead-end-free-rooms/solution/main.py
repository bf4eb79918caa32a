import sys
from typing import List


def safe_rooms(n: int, corridors: List[List[int]]) -> List[int]:
    """In increasing order, the rooms from which every walk ends in an exit."""
    # Reverse Kahn: exits (no way out) are safe; a room becomes safe once every corridor leaving it
    # leads to a safe room. open_ways[v] = corridors of v not yet known to lead somewhere safe.
    back: List[List[int]] = [[] for _ in range(n)]
    open_ways = [0] * n
    for frm, to in corridors:
        back[to].append(frm)
        open_ways[frm] += 1
    queue = [v for v in range(n) if open_ways[v] == 0]
    for v in queue:
        for u in back[v]:
            open_ways[u] -= 1
            if open_ways[u] == 0:
                queue.append(u)
    return sorted(queue)


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    corridors = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    safe = safe_rooms(n, corridors)
    print(len(safe))
    print(" ".join(map(str, safe)))


main()
