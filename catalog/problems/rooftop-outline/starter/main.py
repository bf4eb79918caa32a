import sys
from typing import List


def rooftop_outline(buildings: List[List[int]]) -> List[List[int]]:
    """The key points [x, h] of the outline of the buildings, left to right."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    buildings = [data[1 + 3 * i : 4 + 3 * i] for i in range(n)]
    print("\n".join(f"{x} {h}" for x, h in rooftop_outline(buildings)))


main()
