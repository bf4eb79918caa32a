import sys

MOD = 1_000_000_007


def count_tilings(m: int, n: int) -> int:
    """Returns the number of domino tilings of an m × n board (m rows, n columns) mod 1e9+7."""
    # Profile of a column: bit r set when cell r is already covered by a horizontal domino
    # sticking in from the previous column. For every profile, list the profiles it can pass
    # on after the column is filled (iterative DFS over the rows).
    moves = []
    for mask in range(1 << m):
        outs = []
        stack = [(0, 0)]
        while stack:
            r, nxt = stack.pop()
            if r == m:
                outs.append(nxt)
            elif mask >> r & 1:
                stack.append((r + 1, nxt))  # covered from the left
            else:
                stack.append((r + 1, nxt | 1 << r))  # horizontal domino into the next column
                if r + 1 < m and not mask >> (r + 1) & 1:
                    stack.append((r + 2, nxt))  # vertical domino on rows r, r + 1
        moves.append(outs)
    ways = [0] * (1 << m)
    ways[0] = 1
    for _ in range(n):
        nxt_ways = [0] * (1 << m)
        for mask, w in enumerate(ways):
            if w:
                for to in moves[mask]:
                    nxt_ways[to] += w
        ways = [w % MOD for w in nxt_ways]
    return ways[0]


def main() -> None:
    m, n = map(int, sys.stdin.readline().split())
    print(count_tilings(m, n))


main()
