# Brute force: put all tickets of both queues together and sort them.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
a = [int(v) for v in lines[1].split()[:n]]
m = int(lines[2])
b = [int(v) for v in lines[3].split()[:m]]
print(" ".join(map(str, sorted(a + b))))
