import sys
from typing import List


def harvest_pace(rows: List[int], hours: int) -> int:
    """The smallest picking rate (fruit per hour) that clears every row in time."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, hours = int(data[0]), int(data[1])
    print(harvest_pace([int(x) for x in data[2 : 2 + n]], hours))


main()
