import sys
from typing import List


def time_to_buy(tickets: List[int], k: int) -> int:
    """Seconds until fan k has all their tickets."""
    # Fans up to k get tickets[k] turns before k finishes; fans behind k get one turn fewer.
    seconds = 0
    for i, t in enumerate(tickets):
        turns = tickets[k] if i <= k else tickets[k] - 1
        seconds += min(t, turns)
    return seconds


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    tickets = [int(x) for x in data[2 : 2 + n]]
    print(time_to_buy(tickets, k))


main()
