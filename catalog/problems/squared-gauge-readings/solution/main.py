import sys
from typing import List


def sorted_squares(readings: List[int]) -> List[int]:
    """The squares of all readings (sorted input), sorted in non-decreasing order."""
    n = len(readings)
    out = [0] * n
    lo, hi = 0, n - 1
    # The largest remaining square is always at one of the two ends.
    for k in range(n - 1, -1, -1):
        if abs(readings[lo]) > abs(readings[hi]):
            out[k] = readings[lo] * readings[lo]
            lo += 1
        else:
            out[k] = readings[hi] * readings[hi]
            hi -= 1
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    readings = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, sorted_squares(readings))))


main()
