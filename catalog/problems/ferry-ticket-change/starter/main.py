import sys


def first_stuck_passenger(notes: list[int]) -> int:
    """Returns the index of the first passenger who cannot get exact change, or -1."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(first_stuck_passenger([int(x) for x in data[1 : 1 + n]]))


main()
