import sys
from typing import List


def turn_carousel(board: List[List[int]], k: int) -> List[List[int]]:
    """The board after every track moved k cells clockwise."""
    # Write your code here.
    return board


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c, k = int(data[0]), int(data[1]), int(data[2])
    board = [[int(v) for v in data[3 + i * c : 3 + (i + 1) * c]] for i in range(r)]
    result = turn_carousel(board, k)
    sys.stdout.write("\n".join(" ".join(map(str, row)) for row in result) + "\n")


main()
