# Brute force: check every substring and keep the longest one with all characters different.
import sys

s = sys.stdin.read().split("\n")[0].rstrip("\r")
best = 0
for i in range(len(s)):
    for j in range(i + 1, len(s) + 1):
        piece = s[i:j]
        if len(set(piece)) == len(piece):
            best = max(best, len(piece))
print(best)
