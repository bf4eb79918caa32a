# Brute force: build the tree, list every node with its depth in a left-to-right depth-first walk;
# the node seen from the right on a level is the last one of that depth in this walk.
import sys

sys.setrecursionlimit(10000)
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


last = {}


def walk(node, depth):
    if node is None:
        return
    last[depth] = node[0]
    walk(node[1], depth + 1)
    walk(node[2], depth + 1)


walk(build(tokens), 0)
print(" ".join(str(last[d]) for d in range(len(last))))
