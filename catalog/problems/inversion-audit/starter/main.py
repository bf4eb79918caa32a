import sys
from typing import List


def count_inversions(a: List[int]) -> int:
    """Returns the number of pairs i < j with a[i] > a[j]."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(count_inversions([int(x) for x in data[1 : 1 + n]]))


main()
