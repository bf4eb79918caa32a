# Brute force: simulate the rover, keeping its heading as a unit vector; a left turn rotates the
# vector by +90 degrees ((dx, dy) -> (-dy, dx)), a right turn by -90 degrees.
import sys

commands = sys.stdin.read().strip()
x = y = 0
dx, dy = 0, 1
for c in commands:
    if c == "F":
        x, y = x + dx, y + dy
    elif c == "B":
        x, y = x - dx, y - dy
    elif c == "L":
        dx, dy = -dy, dx
    elif c == "R":
        dx, dy = dy, -dx
names = {(0, 1): "N", (1, 0): "E", (0, -1): "S", (-1, 0): "W"}
print(f"{x} {y} {names[(dx, dy)]}")
