import sys
from typing import List


def best_collection(pledges: List[int]) -> int:
    """Largest total without visiting two adjacent houses on the ring."""
    n = len(pledges)
    if n == 1:
        return pledges[0]
    # Houses 0 and n - 1 are neighbours: skip one of them and solve a straight street.
    return max(best_on_line(pledges[:-1]), best_on_line(pledges[1:]))


def best_on_line(pledges: List[int]) -> int:
    """Largest total for a straight street."""
    prev = cur = 0  # best totals up to two houses back / up to the previous house
    for p in pledges:
        prev, cur = cur, max(cur, prev + p)
    return cur


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pledges = [int(x) for x in data[1 : 1 + n]]
    print(best_collection(pledges))


main()
