import sys
from typing import List


def largest_clear_plot(grid: List[str]) -> int:
    """The area of the largest rectangle of clear cells (sides parallel to the grid)."""
    cols = len(grid[0]) if grid else 0
    height = [0] * (cols + 1)  # clear cells straight up; the extra 0 is a sentinel
    best = 0
    for row in grid:
        for c in range(cols):
            height[c] = height[c] + 1 if row[c] == "." else 0
        # Largest rectangle under the histogram: a stack of columns with rising heights.
        stack: List[int] = []
        for c in range(cols + 1):
            h = height[c]
            while stack and height[stack[-1]] >= h:
                top_height = height[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                area = top_height * (c - left)
                if area > best:
                    best = area
            stack.append(c)
    return best


def main() -> None:
    lines = sys.stdin.read().split("\n")
    r = int(lines[0].split()[0])
    print(largest_clear_plot([s.strip() for s in lines[1 : 1 + r]]))


main()
