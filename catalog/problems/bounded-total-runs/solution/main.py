import sys
from bisect import bisect_left, bisect_right
from typing import List


def count_bounded_runs(values: List[int], lo: int, hi: int) -> int:
    """How many runs of consecutive values have a total in [lo, hi]."""
    prefix = [0] * (len(values) + 1)
    for i, v in enumerate(values):
        prefix[i + 1] = prefix[i] + v
    keys = sorted(set(prefix))  # distinct prefix sums: Fenwick positions 1..m
    rank = {v: i + 1 for i, v in enumerate(keys)}
    m = len(keys)
    tree = [0] * (m + 1)  # how many earlier prefixes hold each key
    count = 0
    for p in prefix:
        # Earlier prefixes q with lo <= p - q <= hi, i.e. p - hi <= q <= p - lo.
        s = 0
        i = bisect_right(keys, p - lo)
        while i > 0:
            s += tree[i]
            i &= i - 1
        i = bisect_left(keys, p - hi)
        while i > 0:
            s -= tree[i]
            i &= i - 1
        count += s
        i = rank[p]
        while i <= m:
            tree[i] += 1
            i += i & -i
    return count


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, lo, hi = int(data[0]), int(data[1]), int(data[2])
    values = [int(x) for x in data[3 : 3 + n]]
    print(count_bounded_runs(values, lo, hi))


main()
