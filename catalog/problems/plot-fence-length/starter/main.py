import sys
from typing import List


def fence_length(grid: List[str]) -> int:
    """Units of fence around the plot ('#' plot, '.' meadow)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.read().split()
    r = int(data[0])
    print(fence_length(data[2 : 2 + r]))


main()
