import sys
from typing import List


def lonely_glove(codes: List[int]) -> int:
    """The code that appears once; all others appear twice."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(x) for x in data[1 : 1 + n]]
    print(lonely_glove(codes))


main()
