# Brute force: bubble sort the row with adjacent swaps until no neighbours are out of order.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
row = [int(v) for v in lines[1].split()[:n]] if n > 0 else []
changed = True
while changed:
    changed = False
    for i in range(len(row) - 1):
        if row[i] > row[i + 1]:
            row[i], row[i + 1] = row[i + 1], row[i]
            changed = True
print(" ".join(map(str, row)))
