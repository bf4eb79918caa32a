import sys
from typing import List


def fewest_jumps(jump: List[int]) -> int:
    """Fewest jumps from pad 0 to pad n - 1, or -1 if it is unreachable."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(fewest_jumps([int(x) for x in data[1 : 1 + n]]))


main()
