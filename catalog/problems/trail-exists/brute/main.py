# Brute force: start from {s} and keep sweeping over all trails, adding the far end of any trail that
# touches a reached hut, until a sweep adds nothing.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
trails = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
s, t = int(data[2 + 2 * m]), int(data[3 + 2 * m])
reached = {s}
grown = True
while grown:
    grown = False
    for u, v in trails:
        if (u in reached) != (v in reached):
            reached.add(u)
            reached.add(v)
            grown = True
print("true" if t in reached else "false")
