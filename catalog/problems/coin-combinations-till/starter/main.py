import sys
from typing import List


def count_payments(coins: List[int], amount: int) -> int:
    """The number of payments of exactly `amount` (unlimited coins), modulo 1e9+7."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : 2 + n]]
    print(count_payments(coins, amount))


main()
