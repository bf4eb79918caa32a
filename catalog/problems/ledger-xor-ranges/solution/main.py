import sys
from typing import List


def range_xors(codes: List[int], queries: List[List[int]]) -> List[int]:
    """For each query [l, r], codes[l] XOR ... XOR codes[r]."""
    # prefix[i] = XOR of the first i codes; XOR cancels the shared part of two prefixes.
    prefix = [0] * (len(codes) + 1)
    for i, c in enumerate(codes):
        prefix[i + 1] = prefix[i] ^ c
    return [prefix[r + 1] ^ prefix[l] for l, r in queries]


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    codes = data[1 : 1 + n]
    q = data[1 + n]
    queries = [[data[2 + n + 2 * i], data[3 + n + 2 * i]] for i in range(q)]
    print("\n".join(map(str, range_xors(codes, queries))))


main()
