# Brute force: read each chain back into a (Python, unbounded) integer, add, write the sum's digits
# least significant first.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
a = lines[1].split()[:n]
m = int(lines[2])
b = lines[3].split()[:m]
x = int("".join(reversed(a)))
y = int("".join(reversed(b)))
print(" ".join(reversed(str(x + y))))
