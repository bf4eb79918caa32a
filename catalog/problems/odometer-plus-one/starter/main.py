import sys
from typing import List


def plus_one(digits: List[int]) -> List[int]:
    """The digits (most significant first) of the number plus one."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    digits = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, plus_one(digits))))


main()
