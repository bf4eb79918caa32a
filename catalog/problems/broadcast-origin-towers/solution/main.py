import sys
from typing import List


def origin_towers(n: int, links: List[List[int]]) -> List[int]:
    """The smallest set of towers reaching every tower of the acyclic network, in increasing order."""
    # A tower nobody transmits to must be an origin itself; every other tower is reached from one.
    has_incoming = [False] * n
    for _, to in links:
        has_incoming[to] = True
    return [v for v in range(n) if not has_incoming[v]]


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    links = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(" ".join(map(str, origin_towers(n, links))))


main()
