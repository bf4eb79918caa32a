import sys
from typing import List, Tuple


def best_load(cap: int, crates: List[Tuple[int, int]]) -> int:
    """Returns the largest total value of crates that fit into capacity cap."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, cap = int(data[0]), int(data[1])
    crates = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_load(cap, crates))


main()
