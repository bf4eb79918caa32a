# Brute force: build the tree, build its mirror image as a new tree, and compare level-order forms.
import sys

tokens = sys.stdin.read().split()


def build(tok):
    if not tok or tok[0] == "null":
        return None
    root = [int(tok[0]), None, None]
    queue = [root]
    i = 1
    head = 0
    while head < len(queue) and i < len(tok):
        node = queue[head]
        head += 1
        for side in (1, 2):
            if i >= len(tok):
                break
            t = tok[i]
            i += 1
            if t != "null":
                node[side] = [int(t), None, None]
                queue.append(node[side])
    return root


def mirror(node):
    # iterative copy with children swapped
    if node is None:
        return None
    new_root = [node[0], None, None]
    stack = [(node, new_root)]
    while stack:
        a, b = stack.pop()
        if a[1] is not None:
            b[2] = [a[1][0], None, None]
            stack.append((a[1], b[2]))
        if a[2] is not None:
            b[1] = [a[2][0], None, None]
            stack.append((a[2], b[1]))
    return new_root


def level(root):
    out = []
    queue = [root]
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        if node is None:
            out.append("null")
            continue
        out.append(str(node[0]))
        queue.append(node[1])
        queue.append(node[2])
    return out


t = build(tokens)
print("true" if level(t) == level(mirror(t)) else "false")
