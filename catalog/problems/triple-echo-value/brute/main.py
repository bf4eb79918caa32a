# Brute force: count every value over the whole log and print the one counted once.
import sys

data = sys.stdin.read().split()
n = int(data[0])
codes = [int(x) for x in data[1 : 1 + n]]
print(next(v for v in codes if codes.count(v) == 1))
