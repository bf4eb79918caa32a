import sys
from typing import List, Tuple


def peak_crowd(visits: List[Tuple[int, int]]) -> Tuple[int, int]:
    """The largest crowd inside at once and the earliest moment it was reached."""
    # Write your code here.
    return 0, 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    visits = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    best, moment = peak_crowd(visits)
    print(best, moment)


main()
