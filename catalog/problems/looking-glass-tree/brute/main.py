# Brute force: give every node its path from the root (a string of L/R), flip every letter of every
# path, and rebuild the level-order encoding from the flipped paths.
import sys

tok = sys.stdin.read().split()
paths = {}
if tok and tok[0] != "null":
    paths[""] = tok[0]
    queue = [""]
    head = 0
    i = 1
    while head < len(queue) and i < len(tok):
        path = queue[head]
        head += 1
        for side in "LR":
            if i >= len(tok):
                break
            t = tok[i]
            i += 1
            if t != "null":
                paths[path + side] = t
                queue.append(path + side)

flip = {"L": "R", "R": "L"}
mirrored = {"".join(flip[c] for c in path): v for path, v in paths.items()}

out = []
if "" in mirrored:
    queue = [""]
    head = 0
    while head < len(queue):
        path = queue[head]
        head += 1
        if path is None:
            out.append("null")
            continue
        out.append(mirrored[path])
        for side in "LR":
            queue.append(path + side if path + side in mirrored else None)
while out and out[-1] == "null":
    out.pop()
print(" ".join(out) if out else "null")
