import sys
from typing import List


def best_capital(projects: List[List[int]], k: int, w: int) -> int:
    """The largest capital after at most k affordable projects, starting from w."""
    # Write your code here.
    return 0


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k, w = data[0], data[1], data[2]
    projects = [[data[3 + 2 * i], data[4 + 2 * i]] for i in range(n)]
    print(best_capital(projects, k, w))


main()
