import sys
from typing import List


def winning_moves(dist: List[int], steps: List[int]) -> int:
    """The number of winning first moves (token, step); 0 if the first player loses."""
    # Grundy value of every distance up to the largest one.
    top = max(dist)
    g = [0] * (top + 1)
    for d in range(1, top + 1):
        seen = 0  # bit v set when some move reaches a distance of value v (values are at most k)
        for s in steps:
            if s <= d:
                seen |= 1 << g[d - s]
        g[d] = (~seen & (seen + 1)).bit_length() - 1  # lowest unset bit
    total = 0
    for d in dist:
        total ^= g[d]
    if total == 0:
        return 0
    # A move wins when it brings the xor of all values to 0.
    count = 0
    for d in dist:
        want = total ^ g[d]
        for s in steps:
            if s <= d and g[d - s] == want:
                count += 1
    return count


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    dist = [int(x) for x in data[1 : 1 + m]]
    k = int(data[1 + m])
    steps = [int(x) for x in data[2 + m : 2 + m + k]]
    print(winning_moves(dist, steps))


main()
