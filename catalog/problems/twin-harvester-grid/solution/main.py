import sys
from typing import List


def twin_harvest(grid: List[str]) -> int:
    """The most crates two robots (moving right or down) collect together, or -1 if the barn is unreachable."""
    r, c = len(grid), len(grid[0])
    crates = [[-1 if ch == "#" else ord(ch) - 48 for ch in row] for row in grid]
    if crates[0][0] < 0:
        return -1
    # After s moves both robots are on the diagonal i + j = s. best[i1][i2] (i1 <= i2) is the
    # most crates collected with robot 1 in row i1 and robot 2 in row i2; -1 = impossible.
    best = [[-1] * r for _ in range(r)]
    best[0][0] = crates[0][0]
    for s in range(1, r + c - 1):
        nxt = [[-1] * r for _ in range(r)]
        lo, hi = max(0, s - (c - 1)), min(r - 1, s)
        for i1 in range(lo, hi + 1):
            v1 = crates[i1][s - i1]
            if v1 < 0:
                continue
            up1 = best[i1 - 1] if i1 > 0 else None
            same1 = best[i1]
            row = nxt[i1]
            for i2 in range(i1, hi + 1):
                v2 = crates[i2][s - i2]
                if v2 < 0:
                    continue
                # Each robot came from above (row - 1) or from the left (same row).
                prev = same1[i2]
                if i2 > i1 and same1[i2 - 1] > prev:
                    prev = same1[i2 - 1]
                if up1 is not None:
                    if up1[i2] > prev:
                        prev = up1[i2]
                    if up1[i2 - 1] > prev:
                        prev = up1[i2 - 1]
                if prev < 0:
                    continue
                row[i2] = prev + v1 + (v2 if i2 != i1 else 0)  # a shared square counts once
        best = nxt
    return best[r - 1][r - 1]


def main() -> None:
    tokens = sys.stdin.read().split()
    r = int(tokens[0])
    print(twin_harvest(tokens[2 : 2 + r]))


main()
