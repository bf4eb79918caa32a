import sys
from typing import List

MOD = 1_000_000_007


def others_product(yields: List[int]) -> List[int]:
    """For each i, the product of all other yields modulo 10^9 + 7."""
    n = len(yields)
    out = [1] * n
    left = 1  # product of yields[0..i)
    for i in range(n):
        out[i] = left
        left = left * yields[i] % MOD
    right = 1  # product of yields(i..n-1]
    for i in range(n - 1, -1, -1):
        out[i] = out[i] * right % MOD
        right = right * yields[i] % MOD
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    yields = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, others_product(yields))))


main()
