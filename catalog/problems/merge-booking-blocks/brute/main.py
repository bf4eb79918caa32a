# Brute force: join every pair of bookings that overlap or touch, take connected groups.
import sys

data = sys.stdin.read().split()
n = int(data[0])
books = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
group = list(range(n))
changed = True
while changed:
    changed = False
    for i in range(n):
        for j in range(n):
            si, ei = books[i]
            sj, ej = books[j]
            if si <= ej and sj <= ei and group[i] != group[j]:
                low = min(group[i], group[j])
                group[i] = group[j] = low
                changed = True
blocks = {}
for i in range(n):
    s, e = books[i]
    g = group[i]
    if g in blocks:
        blocks[g] = (min(blocks[g][0], s), max(blocks[g][1], e))
    else:
        blocks[g] = (s, e)
result = sorted(blocks.values())
print(len(result))
for s, e in result:
    print(s, e)
