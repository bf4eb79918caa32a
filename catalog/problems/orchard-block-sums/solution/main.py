import sys
from itertools import accumulate
from typing import List


def block_sums(rows: List[str], blocks: List[List[int]]) -> List[int]:
    """Total crates in each block [r1, c1, r2, c2] (rows r1..r2, columns c1..c2)."""
    c = len(rows[0])
    # pre[i][j] = crates in rows 0..i-1, columns 0..j-1 (row 0 and column 0 are zero).
    pre = [[0] * (c + 1)]
    for row in rows:
        above = pre[-1]
        running = accumulate(ord(ch) - 48 for ch in row)
        pre.append([0] + [a + s for a, s in zip(above[1:], running)])
    return [
        pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1]
        for r1, c1, r2, c2 in blocks
    ]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    rows = [t.decode() for t in data[2 : 2 + r]]
    q = int(data[2 + r])
    nums = data[3 + r : 3 + r + 4 * q]
    blocks = [[int(x) for x in nums[i : i + 4]] for i in range(0, 4 * q, 4)]
    print("\n".join(map(str, block_sums(rows, blocks))))


main()
