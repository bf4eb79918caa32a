import sys
from typing import List


def lonely_glove(codes: List[int]) -> int:
    """The code that appears once; all others appear twice."""
    # Pairs cancel out: x ^ x = 0 and x ^ 0 = x (also for negative Python ints).
    acc = 0
    for c in codes:
        acc ^= c
    return acc


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1 : 1 + n]]
    print(lonely_glove(codes))


main()
