import sys
from typing import List


def shuttle_fits(rides: List[List[int]], capacity: int) -> bool:
    """Whether every ride [passengers, board, leave] fits without exceeding the capacity."""
    last = max(leave for _, _, leave in rides)
    # change[s]: passengers boarding minus passengers leaving at stop s.
    change = [0] * (last + 1)
    for passengers, board, leave in rides:
        change[board] += passengers
        change[leave] -= passengers
    aboard = 0
    for delta in change:
        aboard += delta
        if aboard > capacity:
            return False
    return True


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, capacity = data[0], data[1]
    rides = [data[2 + 3 * i : 5 + 3 * i] for i in range(n)]
    print("true" if shuttle_fits(rides, capacity) else "false")


main()
