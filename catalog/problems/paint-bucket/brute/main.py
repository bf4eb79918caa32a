# Brute force: grow the repainted region by sweeping the whole grid until no cell joins, then paint.
import sys

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = [list(lines[1 + i][:c]) for i in range(r)]
row, col, colour = lines[1 + r].split()
row, col = int(row), int(col)
old = grid[row][col]
region = {(row, col)}
grown = True
while grown:
    grown = False
    for i in range(r):
        for j in range(c):
            if (i, j) in region or grid[i][j] != old:
                continue
            if any((i + di, j + dj) in region for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                region.add((i, j))
                grown = True
for i, j in region:
    grid[i][j] = colour
print("\n".join("".join(line) for line in grid))
