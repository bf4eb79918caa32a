# Brute force: cut the plane along every x and y coordinate of both tarps; add up the area of every
# grid cell whose centre lies inside both tarps.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    x1, y1, x2, y2, X1, Y1, X2, Y2 = map(int, data[1 + 8 * i : 9 + 8 * i])
    xs = sorted({x1, x2, X1, X2})
    ys = sorted({y1, y2, Y1, Y2})
    area = 0
    for a in range(len(xs) - 1):
        for b in range(len(ys) - 1):
            cx = (xs[a] + xs[a + 1]) / 2
            cy = (ys[b] + ys[b + 1]) / 2
            in1 = x1 < cx < x2 and y1 < cy < y2
            in2 = X1 < cx < X2 and Y1 < cy < Y2
            if in1 and in2:
                area += (xs[a + 1] - xs[a]) * (ys[b + 1] - ys[b])
    out.append(str(area))
print("\n".join(out))
