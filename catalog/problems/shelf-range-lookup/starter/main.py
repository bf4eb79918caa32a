import sys
from typing import List


def label_range(shelf: List[int], label: int) -> List[int]:
    """[first index, last index] holding label in the sorted shelf, or [-1, -1]."""
    # Write your code here.
    return [-1, -1]


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    shelf = data[1 : 1 + n]
    q = data[1 + n]
    out = [" ".join(map(str, label_range(shelf, data[2 + n + i]))) for i in range(q)]
    print("\n".join(out))


main()
