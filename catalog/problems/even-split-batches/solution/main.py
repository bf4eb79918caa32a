import sys
from typing import List


def count_even_runs(weights: List[int], k: int) -> int:
    """How many runs of consecutive batches have a total divisible by k."""
    # Two prefix sums with the same remainder mod k enclose a run divisible by k.
    seen = [0] * k
    seen[0] = 1  # the empty prefix
    remainder = 0
    count = 0
    for w in weights:
        remainder = (remainder + w) % k  # Python's % is already non-negative
        count += seen[remainder]
        seen[remainder] += 1
    return count


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2 : 2 + n]]
    print(count_even_runs(weights, k))


main()
