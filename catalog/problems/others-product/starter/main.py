import sys
from typing import List

MOD = 1_000_000_007


def others_product(yields: List[int]) -> List[int]:
    """For each i, the product of all other yields modulo 10^9 + 7."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    yields = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, others_product(yields))))


main()
