import sys
from typing import List


def sink_empty_crates(crates: List[int]) -> None:
    """Moves every 0 to the end of the list in place, keeping the order of the other values."""
    write = 0  # next slot for a loaded crate
    for x in crates:
        if x != 0:
            crates[write] = x
            write += 1
    for i in range(write, len(crates)):
        crates[i] = 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    crates = [int(x) for x in data[1 : 1 + n]]
    sink_empty_crates(crates)
    print(" ".join(map(str, crates)))


main()
