import sys
from typing import List


def count_target_spans(a: List[int], k: int) -> int:
    """Returns the number of contiguous spans of a summing to k."""
    # count[v] = how many prefix sums seen so far equal v (the empty prefix sums to 0).
    count = {0: 1}
    total = 0
    spans = 0
    for x in a:
        total += x
        spans += count.get(total - k, 0)  # earlier prefixes P[i] with P[j] - P[i] = k
        count[total] = count.get(total, 0) + 1
    return spans


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    print(count_target_spans([int(x) for x in data[2 : 2 + n]], k))


main()
