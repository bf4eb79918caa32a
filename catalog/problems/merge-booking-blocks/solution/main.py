import sys
from typing import List, Tuple


def merge_bookings(bookings: List[Tuple[int, int]]) -> List[List[int]]:
    """Returns the busy blocks [start, end], sorted by start."""
    blocks: List[List[int]] = []
    for s, e in sorted(bookings):
        if blocks and s <= blocks[-1][1]:
            blocks[-1][1] = max(blocks[-1][1], e)  # overlaps or touches: extend the block
        else:
            blocks.append([s, e])  # a gap: start a new block
    return blocks


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    blocks = merge_bookings(bookings)
    out = [str(len(blocks))]
    out.extend(f"{s} {e}" for s, e in blocks)
    print("\n".join(out))


main()
