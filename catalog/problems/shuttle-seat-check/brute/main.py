# Brute force: drive the shuttle stop by stop; at each stop the leaving groups get off, then the
# boarding groups get on, and the load is checked.
import sys

data = sys.stdin.read().split()
n, capacity = int(data[0]), int(data[1])
rides = [tuple(int(x) for x in data[2 + 3 * i : 5 + 3 * i]) for i in range(n)]
last = max(leave for _, _, leave in rides)
load = 0
ok = True
for stop in range(last + 1):
    for p, board, leave in rides:
        if leave == stop:
            load -= p
    for p, board, leave in rides:
        if board == stop:
            load += p
    if load > capacity:
        ok = False
print("true" if ok else "false")
