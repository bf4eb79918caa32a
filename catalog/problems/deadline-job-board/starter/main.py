import sys


def best_payment(orders: list[tuple[int, int]]) -> int:
    """Returns the largest total payment of orders that can all be finished on time."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    orders = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(best_payment(orders))


main()
