# Brute force: count the visitors inside at every moment from the first arrival to the last leave.
import sys

data = sys.stdin.read().split()
n = int(data[0])
visits = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
best, when = -1, -1
for t in range(min(a for a, _ in visits), max(b for _, b in visits) + 1):
    inside = sum(1 for a, b in visits if a <= t < b)
    if inside > best:
        best, when = inside, t
print(best, when)
