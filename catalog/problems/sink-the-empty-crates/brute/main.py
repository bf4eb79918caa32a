# Brute force: repeatedly swap a zero with the non-zero reading right after it until no zero stands
# before a non-zero (a stable bubble of the zeros to the back).
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
row = [int(v) for v in lines[1].split()[:n]] if n > 0 else []
changed = True
while changed:
    changed = False
    for i in range(len(row) - 1):
        if row[i] == 0 and row[i + 1] != 0:
            row[i], row[i + 1] = row[i + 1], row[i]
            changed = True
print(" ".join(map(str, row)))
