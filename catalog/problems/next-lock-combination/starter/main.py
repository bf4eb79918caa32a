import sys
from typing import List


def next_combination(a: List[int]) -> None:
    """Rearranges a in place into the next lexicographic arrangement (wrapping around)."""
    # Write your code here.
    pass


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1 : 1 + n]]
    next_combination(a)
    print(" ".join(map(str, a)))


main()
