import sys
from typing import List


def count_even_runs(weights: List[int], k: int) -> int:
    """How many runs of consecutive batches have a total divisible by k."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2 : 2 + n]]
    print(count_even_runs(weights, k))


main()
