import sys
from typing import List, Tuple


def read_notebook(n: int, lines: List[Tuple[str, int, int, int]]) -> List[str]:
    """One answer per line: "ok"/"conflict" for a note ("N", a, b, d): b is d higher than a;
    the difference or "unknown" for a question ("Q", a, b, 0): how much higher is b than a?"""
    # Write your code here.
    return []


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
