import sys
from typing import List


def next_brighter(glow: List[int]) -> List[int]:
    """For each lantern, the first strictly brighter brightness clockwise (wrapping), or -1."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, next_brighter([int(x) for x in data[1 : 1 + n]]))))


main()
