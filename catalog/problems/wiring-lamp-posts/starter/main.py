import sys
from typing import List


def cheapest_wiring(posts: List[List[int]]) -> int:
    """The least total cable length joining all posts (Manhattan distance per cable)."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    posts = [[data[1 + 2 * i], data[2 + 2 * i]] for i in range(n)]
    print(cheapest_wiring(posts))


main()
