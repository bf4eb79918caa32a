import sys
from typing import List, Tuple


def best_bulk_order(cap: int, kinds: List[Tuple[int, int]]) -> int:
    """Largest total value of a load weighing at most cap; every kind may be bought any number of times."""
    # best[c] = largest value of a load weighing at most c kilograms.
    best = [0] * (cap + 1)
    for w, v in kinds:
        # Upwards: best[c - w] may already contain sacks of this kind, so it can repeat.
        for c in range(w, cap + 1):
            cand = best[c - w] + v
            if cand > best[c]:
                best[c] = cand
    return best[cap]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, cap = int(data[0]), int(data[1])
    kinds = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_bulk_order(cap, kinds))


main()
