# Brute force: list the four unit sides of every plot square as grid segments; a side listed twice is
# shared by two plot squares, a side listed once needs a fence.
import sys
from collections import Counter

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
sides = Counter()
for i in range(r):
    for j in range(c):
        if lines[1 + i][j] == "#":
            sides[("h", i, j)] += 1  # top side
            sides[("h", i + 1, j)] += 1  # bottom side
            sides[("v", i, j)] += 1  # left side
            sides[("v", i, j + 1)] += 1  # right side
print(sum(1 for count in sides.values() if count == 1))
