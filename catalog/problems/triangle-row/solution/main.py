import sys
from typing import List


def triangle_row(k: int) -> List[int]:
    """Row k of the triangle, left to right."""
    row = [1]
    for i in range(1, k + 1):
        row.append(1)
        # right to left, so row[j - 1] still holds the previous row's value
        for j in range(i - 1, 0, -1):
            row[j] += row[j - 1]
    return row


def main() -> None:
    k = int(sys.stdin.read().split()[0])
    print(" ".join(map(str, triangle_row(k))))


main()
