import sys
from typing import List, Tuple


def find_elder(n: int, vouches: List[Tuple[int, int]]) -> int:
    """The villager trusted by all others who trusts nobody, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vouches = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(find_elder(n, vouches))


main()
