import sys
from typing import List


def harbour_view(heights: List[int]) -> List[int]:
    """Indices of towers strictly taller than every tower nearer the harbour, increasing."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, harbour_view([int(x) for x in data[1 : 1 + n]]))))


main()
