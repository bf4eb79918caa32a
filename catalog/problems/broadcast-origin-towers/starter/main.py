import sys
from typing import List


def origin_towers(n: int, links: List[List[int]]) -> List[int]:
    """The smallest set of towers reaching every tower of the acyclic network, in increasing order."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    links = [[data[2 + 2 * i], data[3 + 2 * i]] for i in range(m)]
    print(" ".join(map(str, origin_towers(n, links))))


main()
