# Brute force: write x as a 32-character bit string (leading zeros included), reverse it, read back.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for t in data[1 : 1 + q]:
    bits = format(int(t), "032b")
    out.append(str(int(bits[::-1], 2)))
print(" ".join(out))
