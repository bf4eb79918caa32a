import sys
from typing import List


def range_xors(codes: List[int], queries: List[List[int]]) -> List[int]:
    """For each query [l, r], codes[l] XOR ... XOR codes[r]."""
    # Write your code here.
    return []


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    codes = data[1 : 1 + n]
    q = data[1 + n]
    queries = [[data[2 + n + 2 * i], data[3 + n + 2 * i]] for i in range(q)]
    print("\n".join(map(str, range_xors(codes, queries))))


main()
