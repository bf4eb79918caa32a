import sys
from typing import List, Tuple


def cheapest_network(n: int, tracks: List[Tuple[int, int, int]]) -> int:
    """Minimum total cost connecting all villages, or -1."""
    parent = list(range(n))
    size = [1] * n

    def find(x: int) -> int:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    total = paved = 0
    for u, v, cost in sorted(tracks, key=lambda t: t[2]):
        a, b = find(u), find(v)
        if a == b:
            continue  # already connected: this track would close a cycle
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a  # union by size
        size[a] += size[b]
        total += cost
        paved += 1
        if paved == n - 1:
            break
    return total if paved == n - 1 else -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    tracks = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(cheapest_network(n, tracks))


main()
