import sys
from typing import List


def happy_children(appetite: List[int], size: List[int]) -> int:
    """The largest number of children that can get a snack at least their appetite."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    appetite = [int(x) for x in data[1 : 1 + n]]
    m = int(data[1 + n])
    size = [int(x) for x in data[2 + n : 2 + n + m]]
    print(happy_children(appetite, size))


main()
