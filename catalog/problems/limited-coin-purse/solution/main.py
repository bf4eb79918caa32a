import sys
from typing import List, Tuple


def count_payable(m: int, coins: List[Tuple[int, int]]) -> int:
    """How many prices 1..m can be paid exactly with the limited coins (value, count)."""
    can = [False] * (m + 1)  # can[j]: amount j is payable
    can[0] = True
    for a, c in coins:
        # used[j] = coins of this kind spent to newly reach j (0 when j was payable before).
        used = [0] * (m + 1)
        for j in range(a, m + 1):
            if not can[j] and can[j - a]:
                u = used[j - a]
                if u < c:
                    can[j] = True
                    used[j] = u + 1
    return sum(can) - 1  # amount 0 is not counted


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    coins = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(count_payable(m, coins))


main()
