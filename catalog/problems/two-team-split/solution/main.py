import sys
from collections import deque
from typing import List, Tuple


def can_split(n: int, rivalries: List[Tuple[int, int]]) -> bool:
    """True if the members can be split into two teams with no rivals together."""
    adj: List[List[int]] = [[] for _ in range(n)]
    for u, v in rivalries:
        adj[u].append(v)
        adj[v].append(u)
    team = [-1] * n  # -1 = not placed yet
    for s in range(n):
        if team[s] != -1:
            continue
        team[s] = 0  # a new group of connected rivals: the first member's team is free
        queue = deque([s])
        while queue:
            x = queue.popleft()
            for y in adj[x]:
                if team[y] == -1:
                    team[y] = 1 - team[x]
                    queue.append(y)
                elif team[y] == team[x]:
                    return False  # two rivals forced onto the same team
    return True


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rivalries = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print("true" if can_split(n, rivalries) else "false")


main()
