import sys
from typing import List, Tuple

Shift = Tuple[int, int]


def shared_duty(ada: List[Shift], ben: List[Shift]) -> List[Shift]:
    """Every stretch (start, end) when both are on duty, in chronological order."""
    out = []
    i = j = 0
    while i < len(ada) and j < len(ben):
        start = max(ada[i][0], ben[j][0])
        end = min(ada[i][1], ben[j][1])
        if start <= end:
            out.append((start, end))
        # The shift that ends first cannot meet any later shift of the other roster: drop it.
        if ada[i][1] < ben[j][1]:
            i += 1
        else:
            j += 1
    return out


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
