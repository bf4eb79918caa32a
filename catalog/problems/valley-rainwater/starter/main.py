import sys
from typing import List


def trapped_water(h: List[int]) -> int:
    """Returns the units of water trapped between the columns."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(trapped_water([int(x) for x in data[1 : 1 + n]]))


main()
