import sys
from typing import List


def twin_harvest(grid: List[str]) -> int:
    """The most crates two robots (moving right or down) collect together, or -1 if the barn is unreachable."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(twin_harvest(tokens[2 : 2 + r]))


main()
