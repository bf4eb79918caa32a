import sys


def least_merge_cost(piles: list[int]) -> int:
    """Returns the least total cost of merging the row of piles into one."""
    n = len(piles)
    prefix = [0] * (n + 1)
    for i, w in enumerate(piles):
        prefix[i + 1] = prefix[i] + w
    # cost[i][j] = least cost to merge piles i..j into one pile.
    cost = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            row_i = cost[i]
            # The last merge joins i..k and k+1..j, for some split k.
            best = min(row_i[k] + cost[k + 1][j] for k in range(i, j))
            row_i[j] = best + prefix[j + 1] - prefix[i]
    return cost[0][n - 1]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(least_merge_cost([int(x) for x in data[1 : 1 + n]]))


main()
