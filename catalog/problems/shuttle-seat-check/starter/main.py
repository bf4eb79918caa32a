import sys
from typing import List


def shuttle_fits(rides: List[List[int]], capacity: int) -> bool:
    """Whether every ride [passengers, board, leave] fits without exceeding the capacity."""
    # Write your code here.
    return False


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, capacity = data[0], data[1]
    rides = [data[2 + 3 * i : 5 + 3 * i] for i in range(n)]
    print("true" if shuttle_fits(rides, capacity) else "false")


main()
