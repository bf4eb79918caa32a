# Brute force: check every listed word's prefixes literally; pick longest, then alphabetically first.
import sys

lines = sys.stdin.read().split("\n")
n = int(lines[0])
words = [lines[1 + i].strip() for i in range(n)]
listed = set(words)
best = ""
for w in words:
    if all(w[:k] in listed for k in range(1, len(w) + 1)):
        if len(w) > len(best) or (len(w) == len(best) and w < best):
            best = w
print(best)
