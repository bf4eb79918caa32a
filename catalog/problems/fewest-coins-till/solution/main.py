import sys
from typing import List


def fewest_coins(coins: List[int], amount: int) -> int:
    """Fewest coins (unlimited supply of each denomination) summing to amount, or -1."""
    inf = amount + 1  # more coins than any real answer needs
    best = [0] + [inf] * amount
    for c in coins:
        for a in range(c, amount + 1):
            # pay a - c optimally, then add one coin c
            if best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
    return -1 if best[amount] == inf else best[amount]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, amount = int(data[0]), int(data[1])
    coins = [int(x) for x in data[2 : 2 + n]]
    print(fewest_coins(coins, amount))


main()
