import sys
from typing import List


def largest_billboard(h: List[int]) -> int:
    """The largest area of a rectangle resting on the ground under the skyline."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(largest_billboard([int(x) for x in data[1 : 1 + n]]))


main()
