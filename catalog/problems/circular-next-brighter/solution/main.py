import sys
from typing import List


def next_brighter(glow: List[int]) -> List[int]:
    """For each lantern, the first strictly brighter brightness clockwise (wrapping), or -1."""
    n = len(glow)
    answer = [-1] * n
    stack: List[int] = []  # lanterns still waiting, brightness non-increasing from bottom to top
    # Two laps: the second lets lanterns near the end find brighter ones at the start.
    for step in range(2 * n):
        i = step % n
        g = glow[i]
        while stack and glow[stack[-1]] < g:
            answer[stack.pop()] = g
        if step < n:
            stack.append(i)
    return answer


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(" ".join(map(str, next_brighter([int(x) for x in data[1 : 1 + n]]))))


main()
