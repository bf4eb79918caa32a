import sys
from typing import List, Tuple


def run_adjustments(n: int, commands: List[Tuple[str, int, int, int]]) -> List[int]:
    """The answer of every "sum" command, in order. Commands are ("add", l, r, x) or ("sum", l, r, 0)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    commands = []
    at = 2
    for _ in range(q):
        if data[at] == b"add":
            commands.append(("add", int(data[at + 1]), int(data[at + 2]), int(data[at + 3])))
            at += 4
        else:
            commands.append(("sum", int(data[at + 1]), int(data[at + 2]), 0))
            at += 3
    print("\n".join(map(str, run_adjustments(n, commands))))


main()
