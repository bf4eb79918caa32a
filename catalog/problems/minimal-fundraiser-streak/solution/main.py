import sys
from typing import List


def shortest_streak(donations: List[int], target: int) -> int:
    """The length of the shortest streak reaching target, or 0."""
    best = 0
    total = 0
    left = 0
    for right, amount in enumerate(donations):
        total += amount
        # Shrink from the left while the window still reaches the target.
        while total >= target:
            length = right - left + 1
            if best == 0 or length < best:
                best = length
            total -= donations[left]
            left += 1
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    donations = [int(x) for x in data[2 : 2 + n]]
    print(shortest_streak(donations, target))


main()
