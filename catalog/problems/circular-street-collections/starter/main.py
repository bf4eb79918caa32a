import sys
from typing import List


def best_collection(pledges: List[int]) -> int:
    """Largest total without visiting two adjacent houses on the ring."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pledges = [int(x) for x in data[1 : 1 + n]]
    print(best_collection(pledges))


main()
