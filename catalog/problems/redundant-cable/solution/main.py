import sys
from typing import List, Tuple


def first_redundant(n: int, cables: List[Tuple[int, int]]) -> int:
    """Index of the first cable whose ends are already connected by earlier cables, or -1."""
    parent = list(range(n))
    size = [1] * n

    def find(x: int) -> int:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    for i, (u, v) in enumerate(cables):
        a, b = find(u), find(v)
        if a == b:
            return i  # already connected: this cable closes a loop
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a  # union by size
        size[a] += size[b]
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    cables = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(first_redundant(n, cables))


main()
