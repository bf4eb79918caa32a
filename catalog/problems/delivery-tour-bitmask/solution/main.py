import sys
from typing import List


def shortest_tour(d: List[List[int]]) -> int:
    """The shortest tour from the bakery (0) through every shop exactly once and back."""
    n = len(d)
    if n == 1:
        return 0
    full = 1 << n
    inf = float("inf")
    # best[mask][v]: shortest drive from the bakery visiting exactly mask, ending at v.
    best = [[inf] * n for _ in range(full)]
    best[1][0] = 0
    for mask in range(1, full, 2):  # odd masks only: they contain the bakery (bit 0)
        row = best[mask]
        for v in range(n):
            cost = row[v]
            if cost == inf:
                continue
            dv = d[v]
            for w in range(n):
                if mask >> w & 1:
                    continue
                target = best[mask | 1 << w]
                if cost + dv[w] < target[w]:
                    target[w] = cost + dv[w]
    last = best[full - 1]
    return min(last[v] + d[v][0] for v in range(1, n))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    d = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(shortest_tour(d))


main()
