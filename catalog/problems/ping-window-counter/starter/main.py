import sys
from collections import deque
from typing import List


def recent_pings(times: List[int]) -> List[int]:
    """For each ping (times strictly increasing), the number of pings in [t - 3000, t]."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, recent_pings([int(x) for x in data[1 : 1 + n]]))))


main()
