import sys
from typing import List


def block_sums(rows: List[str], blocks: List[List[int]]) -> List[int]:
    """Total crates in each block [r1, c1, r2, c2] (rows r1..r2, columns c1..c2)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    rows = [t.decode() for t in data[2 : 2 + r]]
    q = int(data[2 + r])
    nums = data[3 + r : 3 + r + 4 * q]
    blocks = [[int(x) for x in nums[i : i + 4]] for i in range(0, 4 * q, 4)]
    print("\n".join(map(str, block_sums(rows, blocks))))


main()
