import sys
from typing import List


def longest_climb(alt: List[List[int]]) -> int:
    """Cells on the longest strictly increasing climb (4-neighbour steps)."""
    r, c = len(alt), len(alt[0])
    flat = [v for row in alt for v in row]
    best = [1] * (r * c)  # longest climb ending at each cell
    # cells (as i * c + j) in increasing order of altitude
    for k in sorted(range(r * c), key=flat.__getitem__):
        i, j = divmod(k, c)
        h = flat[k]
        b = 1
        # lower neighbours are already final: they come earlier in the sorted order
        if i > 0 and flat[k - c] < h:
            b = max(b, best[k - c] + 1)
        if i + 1 < r and flat[k + c] < h:
            b = max(b, best[k + c] + 1)
        if j > 0 and flat[k - 1] < h:
            b = max(b, best[k - 1] + 1)
        if j + 1 < c and flat[k + 1] < h:
            b = max(b, best[k + 1] + 1)
        best[k] = b
    return max(best)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    alt = [[int(x) for x in data[2 + i * c : 2 + (i + 1) * c]] for i in range(r)]
    print(longest_climb(alt))


main()
