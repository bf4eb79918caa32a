import sys
from typing import List


def best_pop_score(balloons: List[int]) -> int:
    """The largest total score for popping all balloons."""
    v = [1] + balloons + [1]  # walls with value 1 on both sides
    m = len(v)
    # best[l][r]: best score for popping everything strictly between l and r
    best = [[0] * m for _ in range(m)]
    for gap in range(2, m):
        for left in range(m - gap):
            right = left + gap
            row_l = best[left]
            outer = v[left] * v[right]
            # k is the last balloon popped between left and right
            best[left][right] = max(row_l[k] + outer * v[k] + best[k][right] for k in range(left + 1, right))
    return best[0][m - 1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    balloons = [int(x) for x in data[1 : 1 + n]]
    print(best_pop_score(balloons))


main()
