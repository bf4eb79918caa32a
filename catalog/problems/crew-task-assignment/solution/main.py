import sys


def cheapest_assignment(cost: list[list[int]]) -> int:
    """Returns the cheapest total of a one-to-one assignment of crews to tasks."""
    n = len(cost)
    full = (1 << n) - 1
    inf = float("inf")
    # best[mask] = cheapest way to give the tasks in mask to crews 0..popcount(mask)-1.
    best = [inf] * (full + 1)
    best[0] = 0
    for mask in range(full):
        here = best[mask]
        if here == inf:
            continue
        row = cost[bin(mask).count("1")]  # the next crew = number of tasks already taken
        for j in range(n):
            if not mask >> j & 1:
                nxt = mask | 1 << j
                total = here + row[j]
                if total < best[nxt]:
                    best[nxt] = total
    return best[full]


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cost = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(cheapest_assignment(cost))


main()
