import sys
from typing import List


def max_rivalry(codes: List[int]) -> int:
    """Returns the maximum XOR of two different codes (each below 2^30)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(max_rivalry([int(x) for x in data[1 : 1 + n]]))


main()
