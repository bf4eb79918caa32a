import sys
from typing import List, Tuple


def cheapest_route(n: int, flights: List[Tuple[int, int, int]], src: int, dst: int, k: int) -> int:
    """Cheapest price from src to dst with at most k stopovers, or -1."""
    inf = float("inf")
    # cost[v] = cheapest price to reach v with at most t flights, after round t.
    cost = [inf] * n
    cost[src] = 0
    for _ in range(k + 1):
        nxt = cost[:]  # read from round t only, so each round adds at most one flight
        changed = False
        for u, v, price in flights:
            c = cost[u] + price
            if c < nxt[v]:
                nxt[v] = c
                changed = True
        cost = nxt
        if not changed:
            break
    return -1 if cost[dst] == inf else cost[dst]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    flights = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    src, dst, k = (int(x) for x in data[2 + 3 * m : 5 + 3 * m])
    print(cheapest_route(n, flights, src, dst, k))


main()
