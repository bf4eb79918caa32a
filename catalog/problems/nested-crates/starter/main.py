import sys
from bisect import bisect_left
from typing import List, Tuple


def longest_nesting(crates: List[Tuple[int, int]]) -> int:
    """Returns the longest chain of strictly nested crates."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    crates = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(longest_nesting(crates))


main()
