import sys
from collections import Counter
from typing import List


def winning_splits(piles: List[int]) -> int:
    """The number of winning first moves (pile, split); 0 if the first player loses."""
    # g[n]: Grundy value of one pile of n; a split into x < n - x leads to g[x] xor g[n - x].
    top = max(piles)
    g = [0] * (top + 1)
    for n in range(3, top + 1):
        reachable = {g[x] ^ g[n - x] for x in range(1, (n + 1) // 2)}
        v = 0
        while v in reachable:
            v += 1
        g[n] = v
    total = 0
    for a in piles:
        total ^= g[a]
    if total == 0:
        return 0
    # Piles of equal size have the same winning splits: count each size once.
    count = 0
    for a, copies in Counter(piles).items():
        want = total ^ g[a]  # the split must be worth this to bring the total to 0
        ways = sum(1 for x in range(1, (a + 1) // 2) if g[x] ^ g[a - x] == want)
        count += copies * ways
    return count


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    print(winning_splits([int(x) for x in data[1 : 1 + m]]))


main()
