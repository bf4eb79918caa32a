import sys
from typing import List


def convoy_routes(n: int, roads: List[List[int]], convoys: List[List[int]]) -> List[bool]:
    """For each convoy [from, to, weight], whether it can reach `to` on roads with limit >= weight."""
    # Write your code here.
    return []


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
