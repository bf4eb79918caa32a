import sys
from typing import List


def sort_flags(flags: List[int]) -> List[int]:
    """Rearranges the flags in place so that all 0s come first, then 1s, then 2s."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    flags = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, sort_flags(flags))))


main()
