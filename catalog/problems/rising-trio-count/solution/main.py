import sys
from typing import List


def count_rising_trios(heights: List[int]) -> int:
    """How many triples i < j < k have heights[i] < heights[j] < heights[k]."""
    n = len(heights)
    # Ranks 1..m of the distinct heights, so a Fenwick tree can index them.
    rank = {v: i + 1 for i, v in enumerate(sorted(set(heights)))}
    m = len(rank)
    ranks = [rank[h] for h in heights]
    # smaller_left[j]: earlier posts strictly lower than post j.
    smaller_left = [0] * n
    tree = [0] * (m + 1)
    for j, r in enumerate(ranks):
        s, i = 0, r - 1
        while i > 0:
            s += tree[i]
            i &= i - 1
        smaller_left[j] = s
        i = r
        while i <= m:
            tree[i] += 1
            i += i & -i
    # Right to left: later posts strictly higher than post j, times the lower ones on its left.
    tree = [0] * (m + 1)
    total = 0
    for j in range(n - 1, -1, -1):
        r = ranks[j]
        s, i = 0, r
        while i > 0:
            s += tree[i]
            i &= i - 1
        total += smaller_left[j] * (n - 1 - j - s)
        i = r
        while i <= m:
            tree[i] += 1
            i += i & -i
    return total


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_rising_trios([int(x) for x in data[1 : 1 + n]]))


main()
