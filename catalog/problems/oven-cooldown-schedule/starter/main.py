import sys


def min_slots(s: str, k: int) -> int:
    """The fewest time slots that bake every batch, with k other slots between equal flavours."""
    # Write your code here.
    return 0


def main() -> None:
    tokens = sys.stdin.read().split()
    k = int(tokens[0])
    print(min_slots(tokens[1], k))


main()
