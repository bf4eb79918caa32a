import sys
from typing import List, Tuple


def count_payable(m: int, coins: List[Tuple[int, int]]) -> int:
    """How many prices 1..m can be paid exactly with the limited coins (value, count)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    coins = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(count_payable(m, coins))


main()
