# Brute force: walk the robot cell by cell; it goes right, down, left, up, turning clockwise whenever
# the next cell is outside the rack or already read.
import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
grid = [data[2 + i * c : 2 + (i + 1) * c] for i in range(r)]
seen = [[False] * c for _ in range(r)]
moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
d = 0
i = j = 0
out = []
for _ in range(r * c):
    out.append(str(int(grid[i][j])))
    seen[i][j] = True
    for _turn in range(4):
        ni, nj = i + moves[d][0], j + moves[d][1]
        if 0 <= ni < r and 0 <= nj < c and not seen[ni][nj]:
            break
        d = (d + 1) % 4
    i, j = i + moves[d][0], j + moves[d][1]
print(" ".join(out))
