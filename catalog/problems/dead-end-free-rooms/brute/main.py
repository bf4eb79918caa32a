# Brute force: a room is not dead-end free exactly when some walk from it can loop forever, i.e. it
# can reach (in zero or more steps) a room that can get back to itself in one or more steps.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
out_edges = [[] for _ in range(n)]
for i in range(m):
    out_edges[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))


def reach(start, include_start):
    seen = set([start]) if include_start else set()
    stack = [start] if include_start else list(out_edges[start])
    seen.update(stack)
    while stack:
        u = stack.pop()
        for v in out_edges[u]:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


on_loop = [r in reach(r, False) for r in range(n)]
safe = [r for r in range(n) if not any(on_loop[v] for v in reach(r, True))]
print(len(safe))
print(" ".join(map(str, safe)))
