# Brute force: try opening floats 1, 2, 3, ... and replay the whole day for each, stopping at the
# first float that never lets the drawer drop below 1 coin.
import sys

data = sys.stdin.read().split()
n = int(data[0])
changes = [int(t) for t in data[1 : 1 + n]]


def survives(start):
    cash = start
    for c in changes:
        cash += c
        if cash < 1:
            return False
    return True


f = 1
while not survives(f):
    f += 1
print(f)
