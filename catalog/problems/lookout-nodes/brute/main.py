# Brute force: rebuild the tree with parent links; for every node walk up to the summit and check
# that no platform above it is strictly higher.
import sys
from collections import deque

tokens = sys.stdin.read().split()
vals = []
parent = []
if tokens and tokens[0] != "null":
    vals.append(int(tokens[0]))
    parent.append(-1)
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
                vals.append(int(t))
                parent.append(node)
                queue.append(len(vals) - 1)
count = 0
for v in range(len(vals)):
    above = parent[v]
    ok = True
    while above != -1:
        if vals[above] > vals[v]:
            ok = False
        above = parent[above]
    count += ok
print(count)
