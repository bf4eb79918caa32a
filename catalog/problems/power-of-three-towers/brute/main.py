# Brute force: list every power of three up to 10^15 and look each count up.
import sys

powers = set()
p = 1
while p <= 10**16:
    powers.add(p)
    p *= 3
data = sys.stdin.read().split()
n = int(data[0])
print("\n".join("true" if int(x) in powers else "false" for x in data[1 : 1 + n]))
