import sys
from typing import List


def can_reach_last(leap: List[int]) -> bool:
    """Whether the last pad can be reached from pad 0."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    leap = [int(x) for x in data[1 : 1 + n]]
    print("true" if can_reach_last(leap) else "false")


main()
