import sys
from typing import List


def fewest_jumps(jump: List[int]) -> int:
    """Fewest jumps from pad 0 to pad n - 1, or -1 if it is unreachable."""
    n = len(jump)
    jumps = 0
    end = 0  # last pad reachable with `jumps` jumps
    far = 0  # farthest pad reachable with one more jump
    for i in range(n - 1):
        if i + jump[i] > far:
            far = i + jump[i]
        if i == end:
            if far == end:
                return -1  # the frontier cannot move
            jumps += 1
            end = far
            if end >= n - 1:
                return jumps
    return jumps  # only reached when n = 1


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(fewest_jumps([int(x) for x in data[1 : 1 + n]]))


main()
