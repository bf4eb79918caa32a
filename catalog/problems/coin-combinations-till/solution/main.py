import sys
from typing import List


def count_payments(coins: List[int], amount: int) -> int:
    """The number of payments of exactly `amount` (unlimited coins), modulo 1e9+7."""
    mod = 1_000_000_007
    ways = [0] * (amount + 1)  # ways[a] using the coins processed so far
    ways[0] = 1
    for c in coins:
        # upwards, so ways[a - c] may already contain coin c: unlimited supply
        for a in range(c, amount + 1):
            ways[a] = (ways[a] + ways[a - c]) % mod
    return ways[amount]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : 2 + n]]
    print(count_payments(coins, amount))


main()
