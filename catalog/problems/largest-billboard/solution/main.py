import sys
from typing import List


def largest_billboard(h: List[int]) -> int:
    """The largest area of a rectangle resting on the ground under the skyline."""
    n = len(h)
    stack: List[int] = []  # indices with increasing heights
    best = 0
    for i in range(n + 1):
        cur = h[i] if i < n else -1  # a sentinel of height -1 empties the stack at the end
        while stack and h[stack[-1]] >= cur:
            j = stack.pop()
            # j's billboard spans between the nearest lower buildings: stack top (left) and i (right)
            left = stack[-1] if stack else -1
            area = h[j] * (i - left - 1)
            if area > best:
                best = area
        stack.append(i)
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(largest_billboard([int(x) for x in data[1 : 1 + n]]))


main()
