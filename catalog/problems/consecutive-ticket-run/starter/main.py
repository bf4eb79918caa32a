import sys
from typing import List


def longest_run(tickets: List[int]) -> int:
    """Length of the longest run x, x+1, ..., all present."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(longest_run([int(x) for x in data[1 : 1 + n]]))


main()
