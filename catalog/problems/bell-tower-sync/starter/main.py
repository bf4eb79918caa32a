import sys
from typing import List


def first_shared_minute(periods: List[int], offsets: List[int]) -> int:
    """The first minute t >= 0 at which every bell rings (t mod period = offset for all), or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    periods = [int(v) for v in data[1 : 1 + 2 * n : 2]]
    offsets = [int(v) for v in data[2 : 2 + 2 * n : 2]]
    print(first_shared_minute(periods, offsets))


main()
