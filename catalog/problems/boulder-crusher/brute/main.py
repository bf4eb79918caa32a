# Brute force: simulate literally, re-sorting the whole pile every round.
import sys

data = sys.stdin.read().split()
n = int(data[0])
pile = [int(x) for x in data[1 : 1 + n]]
while len(pile) >= 2:
    pile.sort()
    x = pile.pop()
    y = pile.pop()
    if x != y:
        pile.append(x - y)
print(pile[0] if pile else 0)
