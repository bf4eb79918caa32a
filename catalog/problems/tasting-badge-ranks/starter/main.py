import sys


def fewest_badges(scores: list[int]) -> int:
    """Returns the fewest badges satisfying the neighbour rule."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(fewest_badges([int(x) for x in data[1 : 1 + n]]))


main()
