# Brute force: count each distinct tag by scanning the whole list, then k times pick the best
# remaining tag by scanning every candidate (higher count wins, equal counts: smaller tag wins).
import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
tags = data[2 : 2 + n]
remaining = []
for t in tags:
    if t not in remaining:
        remaining.append(t)
counts = {t: tags.count(t) for t in remaining}
out = []
for _ in range(k):
    best = remaining[0]
    for t in remaining:
        if counts[t] > counts[best] or (counts[t] == counts[best] and t < best):
            best = t
    remaining.remove(best)
    out.append(f"{best} {counts[best]}")
print("\n".join(out))
