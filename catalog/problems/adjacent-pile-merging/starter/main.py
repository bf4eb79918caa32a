import sys


def least_merge_cost(piles: list[int]) -> int:
    """Returns the least total cost of merging the row of piles into one."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(least_merge_cost([int(x) for x in data[1 : 1 + n]]))


main()
