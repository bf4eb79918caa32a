import sys
from typing import List


def repeat_within_reach(badges: List[int], k: int) -> bool:
    """Whether two equal badge numbers occur at most k positions apart."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    badges = [int(x) for x in data[2 : 2 + n]]
    print("true" if repeat_within_reach(badges, k) else "false")


main()
