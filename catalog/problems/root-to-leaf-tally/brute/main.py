# Brute force: list every root-to-leaf path explicitly (each node keeps its full path) and check
# whether any path's sum equals target.
import sys

lines = sys.stdin.read().split("\n")
target = int(lines[0])
tok = lines[1].split()

nodes = []  # [value, left index, right index]
if tok and tok[0] != "null":
    nodes.append([int(tok[0]), None, None])
    queue = [0]
    head = 0
    i = 1
    while head < len(queue) and i < len(tok):
        cur = queue[head]
        head += 1
        for side in (1, 2):
            if i >= len(tok):
                break
            t = tok[i]
            i += 1
            if t != "null":
                nodes.append([int(t), None, None])
                nodes[cur][side] = len(nodes) - 1
                queue.append(len(nodes) - 1)

paths = []
if nodes:
    stack = [(0, [nodes[0][0]])]
    while stack:
        idx, path = stack.pop()
        left, right = nodes[idx][1], nodes[idx][2]
        if left is None and right is None:
            paths.append(path)
        for child in (left, right):
            if child is not None:
                stack.append((child, path + [nodes[child][0]]))
print("true" if any(sum(p) == target for p in paths) else "false")
