# Brute force: concatenate both manifests and sort the lot.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
first = [int(x) for x in lines[1].split()][:n]
m = int(lines[2])
second = [int(x) for x in lines[3].split()][:m]
print(" ".join(map(str, sorted(first + second))))
