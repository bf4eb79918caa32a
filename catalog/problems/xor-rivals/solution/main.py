import sys
from typing import List


def max_rivalry(codes: List[int]) -> int:
    """Returns the maximum XOR of two different codes (each below 2^30)."""
    # Bit-by-bit greedy with prefix sets (the trie, level by level): decide the answer from
    # the top bit down; a bit can be 1 if two prefixes XOR to the candidate prefix.
    best = 0
    for k in range(29, -1, -1):
        candidate = best | (1 << k)
        prefixes = {x >> k for x in codes}
        target = candidate >> k
        if any((p ^ target) in prefixes for p in prefixes):
            best = candidate
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(max_rivalry([int(x) for x in data[1 : 1 + n]]))


main()
