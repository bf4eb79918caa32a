import sys
from typing import List, Tuple


def cheapest_network(n: int, tracks: List[Tuple[int, int, int]]) -> int:
    """Minimum total cost connecting all villages, or -1."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    tracks = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(cheapest_network(n, tracks))


main()
