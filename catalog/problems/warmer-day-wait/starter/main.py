import sys
from typing import List


def warmer_wait(temps: List[int]) -> List[int]:
    """For each day, the number of days until a strictly warmer day (0 if none)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temps = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, warmer_wait(temps))))


main()
