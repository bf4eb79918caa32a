import sys
from typing import List, Tuple


def merge_cards(cards: List[List[int]]) -> Tuple[int, int]:
    """(number of people after merging, most cards merged into one person)."""
    # Write your code here.
    return (0, 0)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cards = []
    pos = 1
    for _ in range(n):
        k = int(data[pos])
        cards.append([int(x) for x in data[pos + 1 : pos + 1 + k]])
        pos += 1 + k
    groups, largest = merge_cards(cards)
    print(groups, largest)


main()
