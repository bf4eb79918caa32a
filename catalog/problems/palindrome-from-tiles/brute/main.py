# Brute force: try every ordering of all the tiles, keep those that read the same both ways, print
# the smallest, or -1 when there is none.
import sys
from itertools import permutations

tiles = sys.stdin.read().split()[0]
best = None
for order in set(permutations(tiles)):
    row = "".join(order)
    if row == row[::-1] and (best is None or row < best):
        best = row
print(best if best is not None else -1)
