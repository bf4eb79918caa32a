# Brute force: the shelf is a list of [key, value, last_use]; eviction scans for the smallest
# last_use.
import sys

lines = sys.stdin.read().split("\n")
c, q = map(int, lines[0].split())
shelf = []
out = []
for t in range(1, q + 1):
    parts = lines[t].split()
    key = int(parts[1])
    found = [book for book in shelf if book[0] == key]
    if parts[0] == "get":
        if found:
            found[0][2] = t
            out.append(str(found[0][1]))
        else:
            out.append("-1")
        continue
    value = int(parts[2])
    if found:
        found[0][1] = value
        found[0][2] = t
        continue
    if len(shelf) == c:
        oldest = min(shelf, key=lambda book: book[2])
        shelf.remove(oldest)
    shelf.append([key, value, t])
print("\n".join(out))
