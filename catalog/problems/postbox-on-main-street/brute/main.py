# Brute force: try every integer position from a little left of the leftmost house to a little
# right of the rightmost, add up every walk, keep the smallest total (first found = leftmost).
import sys

data = sys.stdin.read().split()
n = int(data[0])
houses = [int(x) for x in data[1 : 1 + n]]
best_pos, best_total = None, None
for pos in range(min(houses) - 3, max(houses) + 4):
    total = sum(abs(h - pos) for h in houses)
    if best_total is None or total < best_total:
        best_pos, best_total = pos, total
print(best_pos, best_total)
