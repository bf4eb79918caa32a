import sys
from typing import List


def loop_start(fuel: List[int], cost: List[int]) -> int:
    """Returns the smallest depot from which the loop can be completed, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    fuel = [int(x) for x in data[1 : 1 + n]]
    cost = [int(x) for x in data[1 + n : 1 + 2 * n]]
    print(loop_start(fuel, cost))


main()
