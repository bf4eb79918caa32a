import sys
from typing import List


def bit_census(n: int) -> List[int]:
    """The number of 1 bits of each integer 0..n."""
    bits = [0] * (n + 1)
    # i is i >> 1 with one more bit (i & 1) appended.
    for i in range(1, n + 1):
        bits[i] = bits[i >> 1] + (i & 1)
    return bits


def main() -> None:
    n = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, bit_census(n))))


main()
