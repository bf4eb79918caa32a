import sys
from typing import List


def triangle_row(k: int) -> List[int]:
    """Row k of the triangle, left to right."""
    # Write your code here.
    return []


def main() -> None:
    k = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, triangle_row(k))))


main()
