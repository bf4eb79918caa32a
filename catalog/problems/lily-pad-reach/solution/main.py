import sys
from typing import List


def can_reach_last(leap: List[int]) -> bool:
    """Whether the last pad can be reached from pad 0."""
    far = 0  # pads 0..far are reachable
    for i, step in enumerate(leap):
        if i > far:
            return False  # stuck before pad i
        far = max(far, i + step)
        if far >= len(leap) - 1:
            return True
    return True


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    leap = [int(x) for x in data[1 : 1 + n]]
    print("true" if can_reach_last(leap) else "false")


main()
