import sys
from typing import List


def minutes_until_mouldy(grid: List[str]) -> int:
    """Minutes until no fresh crate ('F') is left, or -1. 'M' = mouldy crate, '.' = empty floor."""
    # Write your code here.
    return 0


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    grid = [lines[1 + i].strip() for i in range(r)]
    print(minutes_until_mouldy(grid))


main()
