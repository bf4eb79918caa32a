# Brute force: if the cell counts match, place the k-th seedling read row by row into row k // c2,
# column k % c2 of the new tray, one at a time.
import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
cells = [int(x) for x in data[2 : 2 + r * c]]
r2, c2 = int(data[2 + r * c]), int(data[3 + r * c])
if r * c != r2 * c2:
    print(-1)
else:
    tray = [[None] * c2 for _ in range(r2)]
    k = 0
    for i in range(r):
        for j in range(c):
            tray[k // c2][k % c2] = cells[i * c + j]
            k += 1
    print("\n".join(" ".join(str(v) for v in row) for row in tray))
