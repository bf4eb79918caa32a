import sys
from typing import List


def cheapest_costs(n: int, routes: List[List[int]]) -> str:
    """"cycle" if a negative loop is reachable from post 0, else the cheapest costs from post 0
    to every post separated by spaces ("INF" where unreachable)."""
    # Write your code here.
    return ""


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    routes = [[data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]] for i in range(m)]
    print(cheapest_costs(n, routes))


main()
