# Brute force: rebuild the tree node by node from the level order, then count the childless nodes.
import sys
from collections import deque

tokens = sys.stdin.read().split()
children = []  # children[i] = [left, right], None for a missing child
if tokens and tokens[0] != "null":
    children.append([None, None])
    queue = deque([0])
    i = 1
    while queue and i < len(tokens):
        node = queue.popleft()
        for side in range(2):
            if i >= len(tokens):
                break
            t = tokens[i]
            i += 1
            if t != "null":
                children.append([None, None])
                children[node][side] = len(children) - 1
                queue.append(len(children) - 1)
print(sum(1 for left, right in children if left is None and right is None))
