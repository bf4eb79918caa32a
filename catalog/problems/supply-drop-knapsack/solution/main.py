import sys
from typing import List, Tuple


def best_load(cap: int, crates: List[Tuple[int, int]]) -> int:
    """Returns the largest total value of crates that fit into capacity cap."""
    # best[c] = largest value with capacity c using the crates seen so far.
    best = [0] * (cap + 1)
    for w, v in crates:
        if w > cap:
            continue
        # Taking the crate: best[c - w] + v, computed from the previous row (each crate once).
        taken = [b + v for b in best[: cap + 1 - w]]
        best[w:] = [max(a, t) for a, t in zip(best[w:], taken)]
    return best[cap]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, cap = int(data[0]), int(data[1])
    crates = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_load(cap, crates))


main()
