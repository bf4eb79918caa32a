# Brute force: build the tree from its level-order tokens, then at every node recompute both
# subtree heights from scratch.
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


def height(node):
    if node is None:
        return 0
    return 1 + max(height(node[1]), height(node[2]))


def ok(node):
    if node is None:
        return True
    return abs(height(node[1]) - height(node[2])) <= 1 and ok(node[1]) and ok(node[2])


print("true" if ok(build(tokens)) else "false")
