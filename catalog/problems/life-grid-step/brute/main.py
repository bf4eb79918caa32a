# Brute force: build the next grid cell by cell from the old one, counting neighbours directly.
import sys

lines = sys.stdin.read().split("\n")
rule = lines[0].strip()
born_part, survive_part = rule.split("/")
born = {int(ch) for ch in born_part[1:]}
survive = {int(ch) for ch in survive_part[1:]}
r, c = map(int, lines[1].split())
grid = [lines[2 + i].strip() for i in range(r)]
out = []
for i in range(r):
    row = []
    for j in range(c):
        alive_near = 0
        for di in (-1, 0, 1):
            for dj in (-1, 0, 1):
                if di == 0 and dj == 0:
                    continue
                ni, nj = i + di, j + dj
                if 0 <= ni < r and 0 <= nj < c and grid[ni][nj] == "#":
                    alive_near += 1
        if grid[i][j] == "#":
            row.append("#" if alive_near in survive else ".")
        else:
            row.append("#" if alive_near in born else ".")
    out.append("".join(row))
print("\n".join(out))
