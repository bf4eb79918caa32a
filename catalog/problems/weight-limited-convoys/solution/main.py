import sys
from typing import List


def convoy_routes(n: int, roads: List[List[int]], convoys: List[List[int]]) -> List[bool]:
    """For each convoy [from, to, weight], whether it can reach `to` on roads with limit >= weight."""
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    # Offline: heaviest convoys first; open roads in order of decreasing limit as they become usable.
    sorted_roads = sorted(roads, key=lambda r: -r[2])
    order = sorted(range(len(convoys)), key=lambda i: -convoys[i][2])
    answers = [False] * len(convoys)
    nxt = 0
    for i in order:
        frm, to, weight = convoys[i]
        while nxt < len(sorted_roads) and sorted_roads[nxt][2] >= weight:
            a, b, _ = sorted_roads[nxt]
            parent[find(a)] = find(b)
            nxt += 1
        answers[i] = find(frm) == find(to)
    return answers


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    at = 2
    roads = [data[at + 3 * i : at + 3 * i + 3] for i in range(m)]
    at += 3 * m
    q = data[at]
    at += 1
    convoys = [data[at + 3 * i : at + 3 * i + 3] for i in range(q)]
    print("\n".join("true" if a else "false" for a in convoy_routes(n, roads, convoys)))


main()
