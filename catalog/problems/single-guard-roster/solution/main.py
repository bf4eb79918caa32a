import sys
from typing import List


def one_guard_suffices(shifts: List[List[int]]) -> bool:
    """Whether one guard can work every shift [start, end) (no two shifts overlap)."""
    ordered = sorted(shifts)
    # Sorted by start, only neighbours can overlap first: a shift starting before the previous ends.
    return all(ordered[i][0] >= ordered[i - 1][1] for i in range(1, len(ordered)))


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    shifts = [[data[1 + 2 * i], data[2 + 2 * i]] for i in range(n)]
    print("true" if one_guard_suffices(shifts) else "false")


main()
