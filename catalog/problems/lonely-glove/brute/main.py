# Brute force: count how many times each code occurs and print the one seen once.
import sys

data = sys.stdin.read().split()
n = int(data[0])
codes = [int(v) for v in data[1 : 1 + n]]
for c in codes:
    if codes.count(c) == 1:
        print(c)
        break
