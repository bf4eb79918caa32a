import sys
from typing import List, Tuple

Shift = Tuple[int, int]


def shared_duty(ada: List[Shift], ben: List[Shift]) -> List[Shift]:
    """Every stretch (start, end) when both are on duty, in chronological order."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos = 0

    def read_roster() -> List[Shift]:
        nonlocal pos
        count = int(data[pos])
        pos += 1
        shifts = [(int(data[pos + 2 * k]), int(data[pos + 2 * k + 1])) for k in range(count)]
        pos += 2 * count
        return shifts

    ada = read_roster()
    ben = read_roster()
    both = shared_duty(ada, ben)
    print("\n".join([str(len(both))] + [f"{s} {e}" for s, e in both]))


main()
