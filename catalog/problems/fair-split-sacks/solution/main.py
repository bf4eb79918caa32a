import sys
from typing import List


def can_split_fairly(weights: List[int]) -> bool:
    """True if the sacks can be split into two groups of equal weight."""
    total = sum(weights)
    if total % 2 == 1:
        return False
    half = total // 2
    # Bit x of `reach` is set when some group of sacks weighs exactly x (a bitset).
    reach = 1
    for w in weights:
        reach |= reach << w  # every reachable x also makes x + w reachable
    return (reach >> half) & 1 == 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print("true" if can_split_fairly([int(x) for x in data[1 : 1 + n]]) else "false")


main()
