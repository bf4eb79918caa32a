# Brute force: run the chant for a fixed number of steps. After one step every value is at most
# 16 * 81 = 1296, so a chant that has not reached 1 within 2000 steps is stuck in a loop of values
# that never contains 1.
import sys

data = sys.stdin.read().split()
n = int(data[0])
out = []
for t in data[1 : 1 + n]:
    x = int(t)
    reached = x == 1
    for _ in range(2000):
        if reached:
            break
        x = sum(int(d) ** 2 for d in str(x))
        reached = x == 1
    out.append("true" if reached else "false")
print("\n".join(out))
