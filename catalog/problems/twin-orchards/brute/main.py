# Brute force: describe each tree as the set of (path from root as L/R letters, value) pairs and
# compare the two sets.
import sys

lines = sys.stdin.read().split("\n")


def positions(tok):
    out = {}
    if not tok or tok[0] == "null":
        return out
    out[""] = int(tok[0])
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
                out[path + side] = int(t)
                queue.append(path + side)
    return out


a = positions(lines[0].split())
b = positions(lines[1].split())
print("true" if a == b else "false")
