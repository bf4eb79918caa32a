import sys
from typing import List, Tuple


def low_watch(levels: List[int], ops: List[Tuple[str, int, int]]) -> List[int]:
    """Answer every ("Q", l, r) with the lowest level in l..r; ("U", i, v) sets level i to v."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    levels = [int(x) for x in data[2 : 2 + n]]
    ops = []
    p = 2 + n
    for _ in range(q):
        ops.append((data[p].decode(), int(data[p + 1]), int(data[p + 2])))
        p += 3
    print("\n".join(map(str, low_watch(levels, ops))))


main()
