import sys
from typing import List, Tuple


def districts(n: int, streets: List[Tuple[int, int]]) -> Tuple[int, int]:
    """(number of districts, size of the largest district) of the one-way street graph."""
    out: List[List[int]] = [[] for _ in range(n)]
    back: List[List[int]] = [[] for _ in range(n)]
    for u, v in streets:
        out[u].append(v)
        back[v].append(u)
    # Pass 1: iterative DFS recording the finishing order.
    visited = [False] * n
    nxt = [0] * n  # index of the next out-street to try
    order: List[int] = []
    for s in range(n):
        if visited[s]:
            continue
        visited[s] = True
        stack = [s]
        while stack:
            v = stack[-1]
            if nxt[v] < len(out[v]):
                w = out[v][nxt[v]]
                nxt[v] += 1
                if not visited[w]:
                    visited[w] = True
                    stack.append(w)
            else:
                stack.pop()
                order.append(v)  # v finishes
    # Pass 2: in reverse finishing order, each search of the reversed graph is one district.
    assigned = [False] * n
    count = 0
    largest = 0
    for s in reversed(order):
        if assigned[s]:
            continue
        assigned[s] = True
        stack = [s]
        size = 0
        while stack:
            v = stack.pop()
            size += 1
            for w in back[v]:
                if not assigned[w]:
                    assigned[w] = True
                    stack.append(w)
        count += 1
        largest = max(largest, size)
    return (count, largest)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    count, largest = districts(n, streets)
    print(count, largest)


main()
