# Brute force: each lamp depends only on its own two switches, so for every bit try all four
# settings of that pair of switches and keep the cheapest one that lights the lamp as required.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for t in range(q):
    a, b, c = (int(x) for x in data[1 + 3 * t : 4 + 3 * t])
    total = 0
    for bit in range(30):
        x, y, want = a >> bit & 1, b >> bit & 1, c >> bit & 1
        total += min(
            (x != nx) + (y != ny) for nx in (0, 1) for ny in (0, 1) if (nx | ny) == want
        )
    out.append(str(total))
print("\n".join(out))
