import sys
from typing import List, Tuple


def low_watch(levels: List[int], ops: List[Tuple[str, int, int]]) -> List[int]:
    """Answer every ("Q", l, r) with the lowest level in l..r; ("U", i, v) sets level i to v."""
    # Iterative segment tree: leaves at size..size+n-1, node k holds min(tree[2k], tree[2k+1]).
    n = len(levels)
    size = 1
    while size < n:
        size *= 2
    inf = float("inf")
    tree = [inf] * (2 * size)
    tree[size : size + n] = levels
    for k in range(size - 1, 0, -1):
        tree[k] = min(tree[2 * k], tree[2 * k + 1])
    answers = []
    for kind, a, b in ops:
        if kind == "U":
            k = size + a
            tree[k] = b
            k >>= 1
            while k:
                left, right = tree[2 * k], tree[2 * k + 1]
                tree[k] = left if left < right else right
                k >>= 1
            continue
        # Climb from both ends of the half-open range [a, b + 1), taking the nodes that stick out.
        best = inf
        lo, hi = size + a, size + b + 1
        while lo < hi:
            if lo & 1:
                if tree[lo] < best:
                    best = tree[lo]
                lo += 1
            if hi & 1:
                hi -= 1
                if tree[hi] < best:
                    best = tree[hi]
            lo >>= 1
            hi >>= 1
        answers.append(best)
    return answers


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
