import sys
from typing import List


def find_slot(codes: List[int], x: int) -> int:
    """Smallest i with codes[i] >= x, or len(codes)."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(v) for v in data[1 : 1 + n]]
    q = int(data[1 + n])
    out = [find_slot(codes, int(data[2 + n + i])) for i in range(q)]
    print("\n".join(map(str, out)))


main()
