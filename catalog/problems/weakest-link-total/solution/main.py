import sys
from typing import List


def weakest_link_total(links: List[int]) -> int:
    """The sum, over every contiguous stretch, of its weakest strength."""
    n = len(links)
    # left[i]: previous strictly weaker link; right[i]: next link at most as strong.
    # Ties go to the leftmost weakest link, so every stretch is counted exactly once.
    left = [-1] * n
    right = [n] * n
    stack: List[int] = []
    for i, v in enumerate(links):
        while stack and links[stack[-1]] >= v:
            right[stack.pop()] = i
        left[i] = stack[-1] if stack else -1
        stack.append(i)
    return sum(links[i] * (i - left[i]) * (right[i] - i) for i in range(n))


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    links = [int(x) for x in data[1 : 1 + n]]
    print(weakest_link_total(links))


main()
