import sys
from typing import List


def loop_start(fuel: List[int], cost: List[int]) -> int:
    """Returns the smallest depot from which the loop can be completed, or -1."""
    total = 0  # net fuel over the whole loop
    tank = 0  # fuel in the tank since the current candidate start
    start = 0
    for i, (f, c) in enumerate(zip(fuel, cost)):
        d = f - c
        total += d
        tank += d
        if tank < 0:
            # No depot in start..i can work: each would reach leg i with even less fuel.
            start = i + 1
            tank = 0
    return -1 if total < 0 else start


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    fuel = [int(x) for x in data[1 : 1 + n]]
    cost = [int(x) for x in data[1 + n : 1 + 2 * n]]
    print(loop_start(fuel, cost))


main()
