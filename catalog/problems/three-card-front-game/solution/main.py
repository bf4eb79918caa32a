import sys


def best_margin(values: list[int]) -> int:
    """Returns Ada's score minus Ben's score under perfect play."""
    # b1, b2, b3 hold best[i+1], best[i+2], best[i+3]; positions past the end are worth 0.
    n = len(values)
    b1 = b2 = b3 = 0
    for i in range(n - 1, -1, -1):
        take = values[i]
        cur = take - b1
        if i + 2 <= n:
            take += values[i + 1]
            cur = max(cur, take - b2)
        if i + 3 <= n:
            take += values[i + 2]
            cur = max(cur, take - b3)
        b1, b2, b3 = cur, b1, b2
    return b1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1 : 1 + n]]
    print(best_margin(values))


main()
