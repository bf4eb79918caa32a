import sys
from typing import List


def best_pop_score(balloons: List[int]) -> int:
    """The largest total score for popping all balloons."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    balloons = [int(x) for x in data[1 : 1 + n]]
    print(best_pop_score(balloons))


main()
