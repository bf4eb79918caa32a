import sys
from typing import List

MOD = 10**9 + 7


def count_shapes(queries: List[int]) -> List[int]:
    """For each n, the number of BST shapes on n keys modulo 10^9 + 7."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(map(str, count_shapes([int(x) for x in data[1 : 1 + q]]))))


main()
