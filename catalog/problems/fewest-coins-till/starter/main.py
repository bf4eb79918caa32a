import sys
from typing import List


def fewest_coins(coins: List[int], amount: int) -> int:
    """Fewest coins (unlimited supply of each denomination) summing to amount, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : 2 + n]]
    print(fewest_coins(coins, amount))


main()
