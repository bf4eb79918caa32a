import sys
from typing import List


def time_to_buy(tickets: List[int], k: int) -> int:
    """Seconds until fan k has all their tickets."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    tickets = [int(x) for x in data[2 : 2 + n]]
    print(time_to_buy(tickets, k))


main()
