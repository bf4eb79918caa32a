import sys
from typing import List


def harbour_view(heights: List[int]) -> List[int]:
    """Indices of towers strictly taller than every tower nearer the harbour, increasing."""
    # Walk from the harbour inland, remembering the tallest tower seen so far.
    view = []
    tallest = None
    for i in range(len(heights) - 1, -1, -1):
        if tallest is None or heights[i] > tallest:
            view.append(i)
            tallest = heights[i]
    return view[::-1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, harbour_view([int(x) for x in data[1 : 1 + n]]))))


main()
