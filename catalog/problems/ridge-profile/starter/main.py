import sys
from typing import List


def is_ridge(h: List[int]) -> bool:
    """True when the profile climbs strictly to one summit, then descends strictly."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1 : 1 + n]]
    print("true" if is_ridge(h) else "false")


main()
