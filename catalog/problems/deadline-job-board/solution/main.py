import heapq
import sys


def best_payment(orders: list[tuple[int, int]]) -> int:
    """Returns the largest total payment of orders that can all be finished on time."""
    planned: list[int] = []  # min-heap of the planned payments
    for deadline, payment in sorted(orders):
        heapq.heappush(planned, payment)
        # More planned orders than hours before this deadline: drop the cheapest.
        if len(planned) > deadline:
            heapq.heappop(planned)
    return sum(planned)


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    orders = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(best_payment(orders))


main()
