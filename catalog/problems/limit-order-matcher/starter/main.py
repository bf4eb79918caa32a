import sys
from typing import List, Tuple


def match_orders(commands: List[Tuple]) -> List[str]:
    """The trades "buyId sellId price qty" in order, then "bid ask".

    Commands are ("B", price, qty), ("S", price, qty) or ("C", id); ids are 1-based line numbers.
    """
    # Write your code here.
    return []


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
