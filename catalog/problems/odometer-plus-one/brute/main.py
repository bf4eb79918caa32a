# Brute force: read the digits as one (arbitrary-precision) integer, add one, print its digits.
import sys

data = sys.stdin.read().split()
n = int(data[0])
number = int("".join(data[1 : 1 + n]))
print(" ".join(str(number + 1)))
