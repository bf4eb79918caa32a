import sys


def cheapest_split(north: list[int], south: list[int]) -> int:
    """Returns the minimum total cost with half of the candidates in each office."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    north = [int(data[1 + 2 * i]) for i in range(2 * n)]
    south = [int(data[2 + 2 * i]) for i in range(2 * n)]
    print(cheapest_split(north, south))


main()
