import sys
from typing import List, Tuple


def run_store(commands: List[Tuple]) -> List[int]:
    """The answer of every get; commands are ("set", key, value, t) or ("get", key, t)."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    commands = []
    p = 1
    for _ in range(q):
        if data[p] == b"set":
            commands.append(("set", data[p + 1], int(data[p + 2]), int(data[p + 3])))
            p += 4
        else:
            commands.append(("get", data[p + 1], int(data[p + 2])))
            p += 3
    print("\n".join(map(str, run_store(commands))))


main()
