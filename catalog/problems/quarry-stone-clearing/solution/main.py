import sys
from typing import List


def max_cleared(stones: List[List[int]]) -> int:
    """The most stones that can be cleared."""
    # Union-find over lines: rows are nodes 0..10000, columns 10001..20001.
    column = 10001
    parent = list(range(2 * column))
    size = [1] * (2 * column)
    used = [False] * (2 * column)

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    for r, c in stones:
        used[r] = True
        used[column + c] = True
        a, b = find(r), find(column + c)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
    # Each group of stones is one set of touched lines; each group keeps one stone.
    groups = sum(1 for x in range(2 * column) if used[x] and find(x) == x)
    return len(stones) - groups


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    stones = [[int(data[1 + 2 * i]), int(data[2 + 2 * i])] for i in range(n)]
    print(max_cleared(stones))


main()
