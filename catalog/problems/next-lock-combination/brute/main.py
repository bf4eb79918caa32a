# Brute force: list every distinct arrangement of the values, sort them, take the one after the
# current arrangement (wrapping around to the first).
import sys
from itertools import permutations

data = sys.stdin.read().split()
n = int(data[0])
a = tuple(int(x) for x in data[1 : 1 + n])
arrangements = sorted(set(permutations(a)))
at = arrangements.index(a)
print(" ".join(map(str, arrangements[(at + 1) % len(arrangements)])))
