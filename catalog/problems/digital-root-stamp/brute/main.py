# Brute force: add up the digits again and again until one digit remains.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for s in data[1 : 1 + q]:
    while len(s) > 1:
        s = str(sum(int(c) for c in s))
    out.append(s)
print("\n".join(out))
