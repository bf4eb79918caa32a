# Brute force: rebuild the tree as an undirected graph, then from every platform walk every simple
# path (depth-first, never revisiting) and keep the largest sum seen.
import sys

tokens = sys.stdin.read().split()
vals = []
adj = []


def new(v):
    vals.append(v)
    adj.append([])
    return len(vals) - 1


root = new(int(tokens[0]))
queue = [root]
head = 0
i = 1
while head < len(queue) and i < len(tokens):
    node = queue[head]
    head += 1
    for _ in range(2):
        if i >= len(tokens):
            break
        t = tokens[i]
        i += 1
        if t != "null":
            child = new(int(t))
            adj[node].append(child)
            adj[child].append(node)
            queue.append(child)

best = None
for start in range(len(vals)):
    stack = [(start, -1, vals[start])]
    while stack:
        u, parent, total = stack.pop()
        if best is None or total > best:
            best = total
        for w in adj[u]:
            if w != parent:
                stack.append((w, u, total + vals[w]))
print(best)
