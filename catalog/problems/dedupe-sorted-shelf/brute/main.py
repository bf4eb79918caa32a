# Brute force: the distinct values in increasing order, by the definition.
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1 : 1 + n]]
d = sorted(set(a))
print(len(d))
print(" ".join(map(str, d)))
