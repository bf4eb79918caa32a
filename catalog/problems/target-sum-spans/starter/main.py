import sys
from typing import List


def count_target_spans(a: List[int], k: int) -> int:
    """Returns the number of contiguous spans of a summing to k."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    print(count_target_spans([int(x) for x in data[2 : 2 + n]], k))


main()
