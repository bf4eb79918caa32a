import sys
from typing import List


def busiest_pair(n: int, roads: List[List[int]]) -> int:
    """The most distinct roads touching one of two different junctions."""
    degree = [0] * n
    joined = set()  # key min * n + max of every road
    for u, v in roads:
        degree[u] += 1
        degree[v] += 1
        joined.add(min(u, v) * n + max(u, v))
    best = 0
    for u in range(n):
        du = degree[u]
        base = u * n
        for v in range(u + 1, n):
            # A road between u and v is counted in both degrees: count it once.
            total = du + degree[v] - (1 if base + v in joined else 0)
            if total > best:
                best = total
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [[int(data[2 + 2 * i]), int(data[3 + 2 * i])] for i in range(m)]
    print(busiest_pair(n, roads))


main()
