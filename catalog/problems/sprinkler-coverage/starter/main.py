import sys
from typing import List


def fewest_sprinklers(reach: List[int]) -> int:
    """The fewest sprinklers that water the whole bed [0, len(reach) - 1], or -1."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    print(fewest_sprinklers([int(x) for x in data[1 : 1 + m]]))


main()
