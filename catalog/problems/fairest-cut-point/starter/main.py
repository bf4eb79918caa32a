import sys
from typing import List


def fairest_cut(loads: List[int]) -> List[int]:
    """[k, gap]: the smallest cut position k with the smallest gap between the two totals."""
    # Write your code here.
    return [0, 0]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, fairest_cut([int(x) for x in data[1 : 1 + n]]))))


main()
