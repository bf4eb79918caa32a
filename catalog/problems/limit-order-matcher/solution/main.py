import heapq
import sys
from typing import List, Tuple


def match_orders(commands: List[Tuple]) -> List[str]:
    """The trades "buyId sellId price qty" in order, then "bid ask".

    Commands are ("B", price, qty), ("S", price, qty) or ("C", id); ids are 1-based line numbers.
    """
    n = len(commands)
    price = [0] * (n + 1)
    left = [0] * (n + 1)  # remaining quantity of each order (0 when filled or cancelled)
    asks: List[Tuple[int, int]] = []  # (price, id): lowest price first, then earliest
    bids: List[Tuple[int, int]] = []  # (-price, id): highest price first, then earliest

    def clean(heap: List[Tuple[int, int]]) -> None:
        """Drops filled or cancelled orders from the top of a heap."""
        while heap and left[heap[0][1]] == 0:
            heapq.heappop(heap)

    out = []
    for oid, command in enumerate(commands, start=1):
        if command[0] == "C":
            left[command[1]] = 0
            continue
        side, p, qty = command
        price[oid] = p
        left[oid] = qty
        book = asks if side == "B" else bids
        # Match against the best resting orders on the other side while prices cross.
        clean(book)
        while left[oid] > 0 and book:
            other = book[0][1]
            if (price[other] > p) if side == "B" else (price[other] < p):
                break
            fill = min(left[oid], left[other])
            left[oid] -= fill
            left[other] -= fill
            buyer, seller = (oid, other) if side == "B" else (other, oid)
            out.append(f"{buyer} {seller} {price[other]} {fill}")
            clean(book)
        if left[oid] > 0:
            if side == "B":
                heapq.heappush(bids, (-p, oid))
            else:
                heapq.heappush(asks, (p, oid))
    clean(bids)
    clean(asks)
    bid = -bids[0][0] if bids else -1
    ask = asks[0][0] if asks else -1
    out.append(f"{bid} {ask}")
    return out


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    commands: List[Tuple] = []
    p = 1
    for _ in range(n):
        if data[p] == b"C":
            commands.append(("C", int(data[p + 1])))
            p += 2
        else:
            commands.append((data[p].decode(), int(data[p + 1]), int(data[p + 2])))
            p += 3
    print("\n".join(match_orders(commands)))


main()
