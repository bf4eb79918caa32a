import sys
from typing import List


def weakest_link_total(links: List[int]) -> int:
    """The sum, over every contiguous stretch, of its weakest strength."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    links = [int(x) for x in data[1 : 1 + n]]
    print(weakest_link_total(links))


main()
