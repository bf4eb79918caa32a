import sys
from typing import List, Tuple


def count_critical_bridges(n: int, bridges: List[Tuple[int, int]]) -> int:
    """Number of bridges whose loss would disconnect two islands that are now connected."""
    # Adjacency lists of (neighbour, edge id); edge ids let us skip only the edge we came by,
    # so a parallel bridge still counts as a way back.
    adj: List[List[Tuple[int, int]]] = [[] for _ in range(n)]
    for eid, (u, v) in enumerate(bridges):
        adj[u].append((v, eid))
        adj[v].append((u, eid))
    tin = [-1] * n  # discovery time, -1 = unvisited
    low = [0] * n  # lowest discovery time reachable with one back edge
    timer = 0
    critical = 0
    for root in range(n):
        if tin[root] != -1:
            continue
        tin[root] = low[root] = timer
        timer += 1
        # Iterative DFS: frames are [vertex, id of the edge used to enter it, next adjacency index].
        stack = [[root, -1, 0]]
        while stack:
            frame = stack[-1]
            v, in_edge, i = frame
            if i < len(adj[v]):
                frame[2] = i + 1
                to, eid = adj[v][i]
                if eid == in_edge:
                    continue  # the edge we arrived by
                if tin[to] == -1:
                    tin[to] = low[to] = timer
                    timer += 1
                    stack.append([to, eid, 0])
                elif tin[to] < low[v]:
                    low[v] = tin[to]  # back edge
            else:
                stack.pop()  # v is finished: report to its parent
                if stack:
                    parent = stack[-1][0]
                    if low[v] < low[parent]:
                        low[parent] = low[v]
                    if low[v] > tin[parent]:
                        critical += 1  # nothing below v reaches above it
    return critical


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    bridges = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(count_critical_bridges(n, bridges))


main()
