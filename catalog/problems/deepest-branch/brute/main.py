# Brute force: rebuild the tree from the level order, then walk every root-to-leaf path recursively.
import sys
from collections import deque

sys.setrecursionlimit(100000)
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


def longest(node, nodes_so_far):
    left, right = children[node]
    if left is None and right is None:
        return nodes_so_far
    best = 0
    for child in (left, right):
        if child is not None:
            best = max(best, longest(child, nodes_so_far + 1))
    return best


print(longest(0, 1) if children else 0)
