import heapq
import sys
from typing import List


def running_medians(scores: List[int]) -> List[int]:
    """The lower median after each score."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    scores = [int(x) for x in data[1 : 1 + n]]
    print(" ".join(map(str, running_medians(scores))))


main()
