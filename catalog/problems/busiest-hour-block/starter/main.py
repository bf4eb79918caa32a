import sys
from typing import List


def busiest_block(visitors: List[int], k: int) -> List[int]:
    """[best total of k consecutive readings, earliest start index achieving it]."""
    # Write your code here.
    return [0, 0]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    visitors = [int(x) for x in data[2 : 2 + n]]
    print(" ".join(map(str, busiest_block(visitors, k))))


main()
