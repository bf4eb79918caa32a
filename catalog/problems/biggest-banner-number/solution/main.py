import sys
from functools import cmp_to_key
from typing import List


def biggest_banner(tiles: List[int]) -> str:
    """The largest number formed by concatenating all tiles, without leading zeros."""
    parts = [str(t) for t in tiles]

    def order(a: str, b: str) -> int:
        # a goes before b when the banner a+b is bigger than b+a
        if a + b > b + a:
            return -1
        return 1 if a + b < b + a else 0

    parts.sort(key=cmp_to_key(order))
    return "0" if parts[0] == "0" else "".join(parts)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tiles = [int(x) for x in data[1 : 1 + n]]
    print(biggest_banner(tiles))


main()
