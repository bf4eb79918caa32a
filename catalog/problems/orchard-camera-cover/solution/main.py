import sys
from typing import List


def fewest_cameras(n: int, paths: List[List[int]]) -> int:
    """The fewest cameras so that every tree has a camera on it or on a neighbour."""
    adj: List[List[int]] = [[] for _ in range(n)]
    for u, v in paths:
        adj[u].append(v)
        adj[v].append(u)
    # Breadth-first order from tree 0, with parents.
    order = [0]
    parent = [-1] * n
    seen = [False] * n
    seen[0] = True
    for v in order:
        for w in adj[v]:
            if not seen[w]:
                seen[w] = True
                parent[w] = v
                order.append(w)
    # Children before parents. State of a finished subtree's root:
    # 0 = not watched yet (its parent must take a camera), 1 = watched, no camera, 2 = camera.
    needy_child = [False] * n
    camera_child = [False] * n
    cameras = 0
    state = 1
    for v in reversed(order):
        if needy_child[v]:
            state = 2  # the only way left to watch that child
            cameras += 1
        elif camera_child[v]:
            state = 1
        else:
            state = 0  # leave it to the parent: a camera there watches more
        p = parent[v]
        if p >= 0:
            if state == 0:
                needy_child[p] = True
            elif state == 2:
                camera_child[p] = True
    if state == 0:
        cameras += 1  # the root (processed last) has no parent to rely on
    return cameras


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    paths = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(fewest_cameras(n, paths))


main()
