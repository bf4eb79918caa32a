import sys
from typing import List


def fewest_sprinklers(reach: List[int]) -> int:
    """The fewest sprinklers that water the whole bed [0, len(reach) - 1], or -1."""
    end = len(reach) - 1
    # furthest[x] = the furthest right end among the sprinklers whose watered stretch starts at x.
    furthest = [0] * (end + 1)
    for i, r in enumerate(reach):
        left = i - r if i > r else 0
        right = i + r if i + r < end else end
        if right > furthest[left]:
            furthest[left] = right
    watered = 0  # [0, watered] is covered by the sprinklers chosen so far
    best = 0  # furthest right end among the sprinklers starting within [0, watered]
    x = 0
    count = 0
    while watered < end:
        while x <= watered:
            if furthest[x] > best:
                best = furthest[x]
            x += 1
        if best <= watered:
            return -1  # nothing reaches past the dry point just right of watered
        watered = best
        count += 1
    return count


def main() -> None:
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    print(fewest_sprinklers([int(x) for x in data[1 : 1 + m]]))


main()
