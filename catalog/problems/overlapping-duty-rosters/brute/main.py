# Brute force: intersect every shift of Ada with every shift of Ben, keep the non-empty ones and
# sort them by start.
import sys

data = sys.stdin.read().split()
pos = 0


def read_roster():
    global pos
    k = int(data[pos])
    pos += 1
    shifts = []
    for _ in range(k):
        shifts.append((int(data[pos]), int(data[pos + 1])))
        pos += 2
    return shifts


ada = read_roster()
ben = read_roster()
found = []
for a, b in ada:
    for c, d in ben:
        lo, hi = max(a, c), min(b, d)
        if lo <= hi:
            found.append((lo, hi))
found.sort()
print(len(found))
for lo, hi in found:
    print(lo, hi)
