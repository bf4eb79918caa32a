import sys
from typing import List, Tuple


def provinces_after_each_road(n: int, roads: List[Tuple[int, int]]) -> List[int]:
    """The number of provinces after each road is built."""
    parent = list(range(n))
    size = [1] * n

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    provinces = n
    out = []
    for u, v in roads:
        a, b = find(u), find(v)
        if a != b:
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a  # hang the smaller tree under the larger one
            size[a] += size[b]
            provinces -= 1
        out.append(provinces)
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(" ".join(map(str, provinces_after_each_road(n, roads))))


main()
