# Brute force: for every ping, count all pings whose time lies in [t - 3000, t].
import sys

data = sys.stdin.read().split()
n = int(data[0])
t = [int(x) for x in data[1 : 1 + n]]
print(" ".join(str(sum(1 for s in t if ti - 3000 <= s <= ti)) for ti in t))
