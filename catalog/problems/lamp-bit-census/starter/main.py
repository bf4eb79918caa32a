import sys
from typing import List


def bit_census(n: int) -> List[int]:
    """The number of 1 bits of each integer 0..n."""
    # Write your code here.
    return []


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, bit_census(n))))


main()
