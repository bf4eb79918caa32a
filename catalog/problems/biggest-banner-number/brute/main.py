# Brute force: try every order of the tiles and keep the largest number.
import sys
from itertools import permutations

data = sys.stdin.read().split()
n = int(data[0])
tiles = data[1 : 1 + n]
best = max(int("".join(p)) for p in permutations(tiles))
print(best)
