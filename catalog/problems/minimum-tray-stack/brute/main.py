# Brute force: a plain list; `min` scans the whole stack.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
stack = []
out = []
for i in range(1, q + 1):
    parts = lines[i].split()
    if parts[0] == "push":
        stack.append(int(parts[1]))
    elif parts[0] == "pop":
        stack.pop()
    elif parts[0] == "top":
        out.append(str(stack[-1]))
    else:
        out.append(str(min(stack)))
print("\n".join(out))
