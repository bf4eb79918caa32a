# Brute force: write both words as 31-character bit strings and count the differing positions.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    a = format(int(data[1 + 2 * i]), "031b")
    b = format(int(data[2 + 2 * i]), "031b")
    out.append(str(sum(1 for x, y in zip(a, b) if x != y)))
print("\n".join(out))
