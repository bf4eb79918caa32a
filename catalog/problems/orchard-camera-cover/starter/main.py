import sys
from typing import List


def fewest_cameras(n: int, paths: List[List[int]]) -> int:
    """The fewest cameras so that every tree has a camera on it or on a neighbour."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    paths = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(fewest_cameras(n, paths))


main()
