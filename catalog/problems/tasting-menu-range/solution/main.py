import heapq
import sys
from typing import List, Tuple


def shortest_window(stations: List[List[int]]) -> List[int]:
    """The shortest window [a, b] holding one time of every station (smallest a on ties)."""
    # Min-heap of (pointed-to time, station, index of that time in the station's list).
    heap: List[Tuple[int, int, int]] = [(times[0], s, 0) for s, times in enumerate(stations)]
    heapq.heapify(heap)
    hi = max(times[0] for times in stations)  # the largest pointed-to time
    best_a, best_b = heap[0][0], hi
    while True:
        a, s, i = heap[0]
        if hi - a < best_b - best_a:
            best_a, best_b = a, hi
        i += 1
        if i == len(stations[s]):
            break  # no window can start later than a
        t = stations[s][i]
        if t > hi:
            hi = t
        heapq.heapreplace(heap, (t, s, i))
    return [best_a, best_b]


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
