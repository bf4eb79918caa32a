import sys
from typing import Dict, List, Tuple


def merge_cards(cards: List[List[int]]) -> Tuple[int, int]:
    """(number of people after merging, most cards merged into one person)."""
    n = len(cards)
    parent = list(range(n))
    size = [1] * n

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving keeps the trees shallow
            x = parent[x]
        return x

    groups = n
    owner: Dict[int, int] = {}  # phone number -> the first card that carried it
    for i, card in enumerate(cards):
        for phone in card:
            first = owner.get(phone)
            if first is None:
                owner[phone] = i
                continue
            a, b = find(first), find(i)
            if a == b:
                continue
            if size[a] < size[b]:  # union by size
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
            groups -= 1
    largest = max(size[i] for i in range(n) if parent[i] == i)
    return (groups, largest)


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
