import sys
from typing import List


def tallest_tank(h: List[int]) -> int:
    """The most water two panels can hold."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(tallest_tank([int(x) for x in data[1 : 1 + n]]))


main()
