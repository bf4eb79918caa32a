import sys
from typing import List


def find_code(codes: List[int], x: int) -> int:
    """Index of x in the rotated strictly increasing list codes, or -1."""
    # Write your code here.
    return -1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(v) for v in data[1 : 1 + n]]
    q = int(data[1 + n])
    out = [find_code(codes, int(data[2 + n + i])) for i in range(q)]
    print("\n".join(map(str, out)))


main()
