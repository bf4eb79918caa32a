import sys
from typing import List


def mix_total(tints: List[int]) -> int:
    """The sum over all subsets of the XOR of their codes, modulo 1e9+7."""
    mod = 1_000_000_007
    # A bit present in some code is set in exactly half of the 2^n subset XORs.
    combined = 0
    for t in tints:
        combined |= t
    return combined * pow(2, len(tints) - 1, mod) % mod


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(mix_total([int(x) for x in data[1 : 1 + n]]))


main()
