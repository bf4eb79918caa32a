import sys
from typing import List


def capped_xor(codes: List[int], requests: List[List[int]]) -> List[int]:
    """For each request [x, m], the largest x XOR c over codes c <= m, or -1."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    codes = [int(v) for v in data[2 : 2 + n]]
    requests = [[int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])] for i in range(q)]
    print("\n".join(map(str, capped_xor(codes, requests))))


main()
