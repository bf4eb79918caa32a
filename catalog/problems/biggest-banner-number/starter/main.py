import sys
from functools import cmp_to_key
from typing import List


def biggest_banner(tiles: List[int]) -> str:
    """The largest number formed by concatenating all tiles, without leading zeros."""
    # Write your code here.
    return ""


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tiles = [int(x) for x in data[1 : 1 + n]]
    print(biggest_banner(tiles))


main()
