# Brute force: place every node at its exact spot (Python integers never overflow) by walking the
# tree from the root, then measure each level from its leftmost to its rightmost spot.
import sys

tokens = sys.stdin.read().split()


def build(tokens):
    # Nodes as [value, left, right]; standard level-order decoding.
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


root = build(tokens)
spots = {}
stack = [(root, 0, 0)] if root else []
while stack:
    node, depth, spot = stack.pop()
    spots.setdefault(depth, []).append(spot)
    if node[1]:
        stack.append((node[1], depth + 1, 2 * spot))
    if node[2]:
        stack.append((node[2], depth + 1, 2 * spot + 1))
print(max((max(v) - min(v) + 1 for v in spots.values()), default=0))
