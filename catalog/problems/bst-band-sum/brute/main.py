# Brute force: read every value of the level-order tree (null tokens are skipped) and sum the
# ones inside [lo, hi]; the tree shape does not matter for the sum.
import sys

lines = sys.stdin.read().split("\n")
tokens = lines[0].split()
lo, hi = map(int, lines[1].split())
print(sum(int(t) for t in tokens if t != "null" and lo <= int(t) <= hi))
