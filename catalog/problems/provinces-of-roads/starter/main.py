import sys
from typing import List, Tuple


def provinces_after_each_road(n: int, roads: List[Tuple[int, int]]) -> List[int]:
    """The number of provinces after each road is built."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(" ".join(map(str, provinces_after_each_road(n, roads))))


main()
