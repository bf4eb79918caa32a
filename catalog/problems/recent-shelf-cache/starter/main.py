import sys
from collections import OrderedDict
from typing import List, Tuple


def run_shelf(c: int, commands: List[Tuple[int, ...]]) -> List[int]:
    """The answer of every get; commands are (0, key, value) for put and (1, key) for get."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c, q = int(data[0]), int(data[1])
    commands = []
    p = 2
    for _ in range(q):
        if data[p] == b"put":
            commands.append((0, int(data[p + 1]), int(data[p + 2])))
            p += 3
        else:
            commands.append((1, int(data[p + 1])))
            p += 2
    print("\n".join(map(str, run_shelf(c, commands))))


main()
