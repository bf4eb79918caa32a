import sys
from typing import List


def best_gain(factors: List[int]) -> int:
    """Largest product of a non-empty contiguous run of factors."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    factors = [int(x) for x in data[1 : 1 + n]]
    print(best_gain(factors))


main()
