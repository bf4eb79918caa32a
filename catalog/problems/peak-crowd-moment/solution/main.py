import sys
from typing import List, Tuple


def peak_crowd(visits: List[Tuple[int, int]]) -> Tuple[int, int]:
    """The largest crowd inside at once and the earliest moment it was reached."""
    # The crowd only grows at an arrival. Sweep the sorted arrivals; before counting an arrival at t,
    # let everyone leaving at or before t go (a visitor leaving at t is no longer inside at t).
    arrivals = sorted(a for a, _ in visits)
    departures = sorted(b for _, b in visits)
    left = 0  # visitors gone so far
    best, moment = 0, 0
    for i, t in enumerate(arrivals):
        while departures[left] <= t:
            left += 1
        inside = i + 1 - left
        if inside > best:
            best, moment = inside, t
    return best, moment


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    visits = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    best, moment = peak_crowd(visits)
    print(best, moment)


main()
