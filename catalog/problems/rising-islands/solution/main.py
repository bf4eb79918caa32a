import sys
from typing import List, Tuple


def islands_after_each(r: int, c: int, events: List[Tuple[int, int]]) -> List[int]:
    """The number of islands after each cell rises."""
    n = r * c
    parent = list(range(n))
    size = [1] * n
    land = [False] * n

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    def union(a: int, b: int) -> bool:
        """Merges the sets of a and b; returns True if they were different islands."""
        a, b = find(a), find(b)
        if a == b:
            return False
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        return True

    islands = 0
    out = []
    for i, j in events:
        cell = i * c + j
        if not land[cell]:
            land[cell] = True
            islands += 1  # a new island of its own...
            # ...that merges with every different island next to it.
            if i > 0 and land[cell - c] and union(cell, cell - c):
                islands -= 1
            if i + 1 < r and land[cell + c] and union(cell, cell + c):
                islands -= 1
            if j > 0 and land[cell - 1] and union(cell, cell - 1):
                islands -= 1
            if j + 1 < c and land[cell + 1] and union(cell, cell + 1):
                islands -= 1
        out.append(islands)
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c, q = int(data[0]), int(data[1]), int(data[2])
    events = [(int(data[3 + 2 * k]), int(data[4 + 2 * k])) for k in range(q)]
    print(" ".join(map(str, islands_after_each(r, c, events))))


main()
