import sys
from typing import List


def count_routes(grid: List[str]) -> int:
    """Right/down routes from the top-left to the bottom-right cell avoiding '#', modulo 10^9 + 7."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(count_routes(tokens[2 : 2 + r]))


main()
