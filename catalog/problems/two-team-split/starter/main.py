import sys
from collections import deque
from typing import List, Tuple


def can_split(n: int, rivalries: List[Tuple[int, int]]) -> bool:
    """True if the members can be split into two teams with no rivals together."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rivalries = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print("true" if can_split(n, rivalries) else "false")


main()
