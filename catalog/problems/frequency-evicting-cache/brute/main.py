# Brute force: a plain dict key -> [value, uses, time of last use]; evict by scanning for the
# smallest (uses, last use) pair.
import sys

lines = sys.stdin.read().split("\n")
c, q = map(int, lines[0].split())
cache = {}
out = []
for t in range(1, q + 1):
    parts = lines[t].split()
    key = int(parts[1])
    if parts[0] == "get":
        if key in cache:
            entry = cache[key]
            entry[1] += 1
            entry[2] = t
            out.append(str(entry[0]))
        else:
            out.append("-1")
        continue
    value = int(parts[2])
    if key in cache:
        entry = cache[key]
        entry[0] = value
        entry[1] += 1
        entry[2] = t
        continue
    if len(cache) >= c:
        victim = min(cache, key=lambda k: (cache[k][1], cache[k][2]))
        del cache[victim]
    cache[key] = [value, 1, t]
print("\n".join(out))
