import sys
from typing import List, Tuple


def islands_after_each(r: int, c: int, events: List[Tuple[int, int]]) -> List[int]:
    """The number of islands after each cell rises."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c, q = int(data[0]), int(data[1]), int(data[2])
    events = [(int(data[3 + 2 * k]), int(data[4 + 2 * k])) for k in range(q)]
    print(" ".join(map(str, islands_after_each(r, c, events))))


main()
