# Brute force: write x in binary and compare every pair of neighbouring digits.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    s = bin(int(data[1 + i]))[2:]
    ok = all(s[j] != s[j + 1] for j in range(len(s) - 1))
    out.append("true" if ok else "false")
print("\n".join(out))
