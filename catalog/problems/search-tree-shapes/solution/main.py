import sys
from typing import List

MOD = 10**9 + 7


def count_shapes(queries: List[int]) -> List[int]:
    """For each n, the number of BST shapes on n keys modulo 10^9 + 7."""
    max_n = max(queries)
    shapes = [1]  # shapes[m] = number of BSTs on m keys
    for m in range(1, max_n + 1):
        # Root = (i+1)-th smallest key: i keys on the left, m - 1 - i on the right.
        total = sum(a * b for a, b in zip(shapes, reversed(shapes)))
        shapes.append(total % MOD)
    return [shapes[n] for n in queries]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(map(str, count_shapes([int(x) for x in data[1 : 1 + q]]))))


main()
