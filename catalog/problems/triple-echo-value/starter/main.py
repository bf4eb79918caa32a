import sys
from typing import List


def single_echo(codes: List[int]) -> int:
    """The code that appears once; every other code appears three times."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(single_echo([int(x) for x in data[1 : 1 + n]]))


main()
