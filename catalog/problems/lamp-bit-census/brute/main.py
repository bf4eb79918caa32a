# Brute force: write every number in binary and count its ones.
import sys

n = int(sys.stdin.read().split()[0])
print(" ".join(str(bin(i).count("1")) for i in range(n + 1)))
