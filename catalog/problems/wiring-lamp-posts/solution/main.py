import sys
from typing import List


def cheapest_wiring(posts: List[List[int]]) -> int:
    """The least total cable length joining all posts (Manhattan distance per cable)."""
    # Dense Prim: grow one wired group from post 0; best[i] = the shortest cable from the i-th
    # unwired post to the group. Unwired posts are kept in parallel lists that shrink each step.
    xs = [p[0] for p in posts[1:]]
    ys = [p[1] for p in posts[1:]]
    x, y = posts[0]
    best = [abs(a - x) + abs(b - y) for a, b in zip(xs, ys)]
    total = 0
    while best:
        i = min(range(len(best)), key=best.__getitem__)
        total += best[i]
        x, y = xs[i], ys[i]
        last = len(best) - 1  # remove post i by moving the last one into its place
        xs[i], ys[i], best[i] = xs[last], ys[last], best[last]
        xs.pop()
        ys.pop()
        best.pop()
        best = [min(d, abs(a - x) + abs(b - y)) for d, a, b in zip(best, xs, ys)]
    return total


def main() -> None:
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    posts = [[data[1 + 2 * i], data[2 + 2 * i]] for i in range(n)]
    print(cheapest_wiring(posts))


main()
