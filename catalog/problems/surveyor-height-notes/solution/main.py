import sys
from typing import List, Tuple


def read_notebook(n: int, lines: List[Tuple[str, int, int, int]]) -> List[str]:
    """One answer per line: "ok"/"conflict" for a note ("N", a, b, d): b is d higher than a;
    the difference or "unknown" for a question ("Q", a, b, 0): how much higher is b than a?"""
    # Weighted union-find: up[x] is x's parent, rise[x] = height(x) - height(up[x]).
    up = list(range(n))
    rise = [0] * n
    size = [1] * n

    def find(x: int) -> int:
        """The root of x; afterwards up[x] is the root and rise[x] = height(x) - height(root)."""
        path = []
        root = x
        while up[root] != root:
            path.append(root)
            root = up[root]
        # Compress from the node nearest the root downwards, so each parent is already final.
        for node in reversed(path):
            parent = up[node]
            if parent != root:
                rise[node] += rise[parent]
                up[node] = root
        return root

    out = []
    for kind, a, b, d in lines:
        ra, rb = find(a), find(b)
        if kind == "Q":
            out.append(str(rise[b] - rise[a]) if ra == rb else "unknown")
            continue
        if ra == rb:
            out.append("ok" if rise[b] - rise[a] == d else "conflict")
            continue
        gap = rise[a] + d - rise[b]  # height(rb) - height(ra), from height(b) = height(a) + d
        if size[ra] >= size[rb]:
            up[rb], rise[rb] = ra, gap
            size[ra] += size[rb]
        else:
            up[ra], rise[ra] = rb, -gap
            size[rb] += size[ra]
        out.append("ok")
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    lines = []
    p = 2
    for _ in range(q):
        kind = data[p].decode()
        if kind == "N":
            lines.append((kind, int(data[p + 1]), int(data[p + 2]), int(data[p + 3])))
            p += 4
        else:
            lines.append((kind, int(data[p + 1]), int(data[p + 2]), 0))
            p += 3
    print("\n".join(read_notebook(n, lines)))


main()
