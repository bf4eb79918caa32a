import sys
from typing import List


def mix_total(tints: List[int]) -> int:
    """The sum over all subsets of the XOR of their codes, modulo 1e9+7."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(mix_total([int(x) for x in data[1 : 1 + n]]))


main()
