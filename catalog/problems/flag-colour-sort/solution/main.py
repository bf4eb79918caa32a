import sys
from typing import List


def sort_flags(flags: List[int]) -> List[int]:
    """Rearranges the flags in place so that all 0s come first, then 1s, then 2s."""
    low, mid, high = 0, 0, len(flags) - 1
    while mid <= high:
        if flags[mid] == 0:
            flags[low], flags[mid] = flags[mid], flags[low]
            low += 1
            mid += 1
        elif flags[mid] == 1:
            mid += 1
        else:
            # the flag swapped in from high is unexamined, so mid stays
            flags[mid], flags[high] = flags[high], flags[mid]
            high -= 1
    return flags


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    flags = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, sort_flags(flags))))


main()
