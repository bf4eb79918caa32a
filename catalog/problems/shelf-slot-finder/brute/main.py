# Brute force: scan the shelf from the left for the first code >= x.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
codes = [int(x) for x in lines[1].split()][:n]
q = int(lines[2])
out = []
for t in range(q):
    x = int(lines[3 + t])
    out.append(str(next((i for i in range(n) if codes[i] >= x), n)))
print("\n".join(out))
