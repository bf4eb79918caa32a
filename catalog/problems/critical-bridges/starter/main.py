import sys
from typing import List, Tuple


def count_critical_bridges(n: int, bridges: List[Tuple[int, int]]) -> int:
    """Number of bridges whose loss would disconnect two islands that are now connected."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    bridges = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(count_critical_bridges(n, bridges))


main()
