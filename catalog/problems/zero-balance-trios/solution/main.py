import sys
from bisect import bisect_right
from collections import Counter
from typing import List


def count_zero_trios(charges: List[int]) -> int:
    """Returns the number of distinct value trios {x, y, z} with x + y + z = 0."""
    # Hashing variant over distinct values: x <= y <= z = -x - y, checked with a set lookup.
    count = Counter(charges)
    values = sorted(count)
    trios = 0
    for i, x in enumerate(values):
        if x > 0:
            break
        # y ranges over distinct values with x <= y <= z = -x - y, i.e. y <= -x / 2.
        for y in values[i : bisect_right(values, (-x) // 2)]:
            z = -x - y
            if z not in count:
                continue
            if x == y == z:  # only 0 + 0 + 0
                trios += count[x] >= 3
            elif x == y:
                trios += count[x] >= 2
            elif y == z:
                trios += count[y] >= 2
            else:
                trios += 1
    return trios


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_zero_trios([int(x) for x in data[1 : 1 + n]]))


main()
