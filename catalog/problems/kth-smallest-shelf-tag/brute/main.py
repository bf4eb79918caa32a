# Brute force: rebuild the tree from its level order, check it is a binary search tree, then take
# all its values, sort them and pick the k-th.
import sys

lines = sys.stdin.read().split("\n")
tokens = lines[0].split()
k = int(lines[1].split()[0])

# rebuild: nodes as [val, left, right]
root = None
if tokens and tokens[0] != "null":
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


def in_order(node, out):
    if node is None:
        return
    in_order(node[1], out)
    out.append(node[0])
    in_order(node[2], out)


values = []
in_order(root, values)
if values != sorted(values) or len(set(values)) != len(values):
    sys.exit("input is not a binary search tree with distinct values")
print(sorted(values)[k - 1])
