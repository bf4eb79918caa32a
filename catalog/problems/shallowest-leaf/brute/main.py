# Brute force: rebuild the tree with parent links; for every leaf count the nodes up to the root and
# keep the smallest count.
import sys
from collections import deque

tokens = sys.stdin.read().split()
parent = []
kids = []
if tokens and tokens[0] != "null":
    parent.append(-1)
    kids.append(0)
    queue = deque([0])
    i = 1
    while queue and i < len(tokens):
        node = queue.popleft()
        for _ in range(2):
            if i >= len(tokens):
                break
            t = tokens[i]
            i += 1
            if t != "null":
                parent.append(node)
                kids.append(0)
                kids[node] += 1
                queue.append(len(parent) - 1)
best = 0
for v in range(len(parent)):
    if kids[v] == 0:
        depth = 0
        u = v
        while u != -1:
            depth += 1
            u = parent[u]
        best = depth if best == 0 else min(best, depth)
print(best)
