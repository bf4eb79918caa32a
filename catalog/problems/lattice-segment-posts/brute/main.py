# Brute force: test every grid point of the bounding box for lying on the closed segment
# (collinear with the ends and between them).
import sys


def posts(x1, y1, x2, y2):
    count = 0
    for x in range(min(x1, x2), max(x1, x2) + 1):
        for y in range(min(y1, y2), max(y1, y2) + 1):
            if (x - x1) * (y2 - y1) == (y - y1) * (x2 - x1):
                count += 1
    return count


data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    x1, y1, x2, y2 = (int(v) for v in data[1 + 4 * i : 5 + 4 * i])
    out.append(str(posts(x1, y1, x2, y2)))
print("\n".join(out))
