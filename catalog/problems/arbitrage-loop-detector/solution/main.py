import sys
from typing import List


def cheapest_costs(n: int, routes: List[List[int]]) -> str:
    """"cycle" if a negative loop is reachable from post 0, else the cheapest costs from post 0
    to every post separated by spaces ("INF" where unreachable)."""
    # Bellman-Ford with an early stop: without a reachable negative loop at most n - 1 passes change
    # something; if pass n still improves a cost, a negative loop is reachable.
    inf = float("inf")
    dist = [inf] * n
    dist[0] = 0
    for _ in range(n):
        changed = False
        for frm, to, cost in routes:
            d = dist[frm] + cost
            if d < dist[to]:
                dist[to] = d
                changed = True
        if not changed:
            return " ".join("INF" if d == inf else str(d) for d in dist)
    return "cycle"


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    routes = [[data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]] for i in range(m)]
    print(cheapest_costs(n, routes))


main()
