import sys
from typing import List


def shortest_window(stations: List[List[int]]) -> List[int]:
    """The shortest window [a, b] holding one time of every station (smallest a on ties)."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    k = data[0]
    stations: List[List[int]] = []
    p = 1
    for _ in range(k):
        m = data[p]
        stations.append(data[p + 1 : p + 1 + m])
        p += 1 + m
    print(" ".join(map(str, shortest_window(stations))))


main()
