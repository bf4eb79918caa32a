# Brute force: enumerate every binary tree shape with n nodes, label it so that its pre-order is
# the given list, and keep the shape whose in-order walk matches the given in-order list.
import sys


def shapes(n):
    # A shape is None (empty) or a pair (left, right).
    if n == 0:
        return [None]
    out = []
    for left_size in range(n):
        for left in shapes(left_size):
            for right in shapes(n - 1 - left_size):
                out.append((left, right))
    return out


def label(shape, values, pos):
    # Returns (node, next position); node = [value, left, right].
    if shape is None:
        return None, pos
    node = [values[pos], None, None]
    node[1], pos = label(shape[0], values, pos + 1)
    node[2], pos = label(shape[1], values, pos)
    return node, pos


def inorder(node, out):
    if node is None:
        return
    inorder(node[1], out)
    out.append(node[0])
    inorder(node[2], out)


def level_order(root):
    out = []
    queue = [root]
    for node in queue:
        if node is None:
            out.append("null")
            continue
        out.append(str(node[0]))
        queue.append(node[1])
        queue.append(node[2])
    while out and out[-1] == "null":
        out.pop()
    return out


data = sys.stdin.read().split()
n = int(data[0])
pre = data[1 : 1 + n]
ino = data[2 + n : 2 + 2 * n]
answers = []
for shape in shapes(n):
    root, _ = label(shape, pre, 0)
    walk = []
    inorder(root, walk)
    if walk == ino:
        answers.append(" ".join(level_order(root)))
assert len(answers) == 1, answers
print(answers[0])
