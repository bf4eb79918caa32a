# Brute force: try every subset of bookings to keep; the largest pairwise non-overlapping one wins.
import sys

data = sys.stdin.read().split()
n = int(data[0])
books = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]


def clash(a, b):
    # Half-open ranges [start, end): touching ends do not clash.
    return a[0] < b[1] and b[0] < a[1]


best_keep = 0
for mask in range(1 << n):
    kept = [books[i] for i in range(n) if mask >> i & 1]
    if len(kept) <= best_keep:
        continue
    if all(not clash(kept[i], kept[j]) for i in range(len(kept)) for j in range(i + 1, len(kept))):
        best_keep = len(kept)
print(n - best_keep)
