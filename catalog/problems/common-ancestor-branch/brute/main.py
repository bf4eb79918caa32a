# Brute force: record every node's parent, list each target's ancestors (itself included) up to the
# root, and take the deepest node that appears in both lists.
import sys

lines = sys.stdin.read().split("\n")
tok = lines[0].split()
p, q = map(int, lines[1].split())

parent = {}
depth = {}
root_val = int(tok[0])
parent[root_val] = None
depth[root_val] = 0
queue = [root_val]
head = 0
i = 1
while head < len(queue) and i < len(tok):
    node = queue[head]
    head += 1
    for _ in range(2):
        if i >= len(tok):
            break
        t = tok[i]
        i += 1
        if t != "null":
            v = int(t)
            parent[v] = node
            depth[v] = depth[node] + 1
            queue.append(v)


def ancestors(v):
    out = []
    while v is not None:
        out.append(v)
        v = parent[v]
    return out


common = set(ancestors(p)) & set(ancestors(q))
print(max(common, key=lambda v: depth[v]))
