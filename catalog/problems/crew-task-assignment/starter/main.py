import sys


def cheapest_assignment(cost: list[list[int]]) -> int:
    """Returns the cheapest total of a one-to-one assignment of crews to tasks."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cost = [[int(x) for x in data[2 + i * n : 2 + (i + 1) * n]] for i in range(n)]
    print(cheapest_assignment(cost))


main()
