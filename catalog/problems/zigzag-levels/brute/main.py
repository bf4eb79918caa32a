# Brute force: record each node's depth with a recursive walk (left before right), then print
# even levels as recorded and odd levels reversed.
import sys

sys.setrecursionlimit(100000)
tokens = sys.stdin.read().split()


def build(tokens):
    if not tokens or tokens[0] == "null":
        return None
    root = [int(tokens[0]), None, None]
    queue = [root]
    i = 1
    head = 0
    while head < len(queue) and i < len(tokens):
        node = queue[head]
        head += 1
        for side in (1, 2):
            if i >= len(tokens):
                break
            t = tokens[i]
            i += 1
            if t != "null":
                node[side] = [int(t), None, None]
                queue.append(node[side])
    return root


levels = []


def walk(node, depth):
    if node is None:
        return
    if depth == len(levels):
        levels.append([])
    levels[depth].append(node[0])
    walk(node[1], depth + 1)
    walk(node[2], depth + 1)


walk(build(tokens), 0)
lines = []
for d, values in enumerate(levels):
    order = values if d % 2 == 0 else values[::-1]
    lines.append(" ".join(map(str, order)))
if lines:
    print("\n".join(lines))
