# Brute force: scan the line character by character collecting maximal runs of non-space characters,
# then print them last to first.
import sys

line = sys.stdin.read().split("\n")[0]
words = []
cur = ""
for ch in line:
    if ch == " ":
        if cur:
            words.append(cur)
        cur = ""
    else:
        cur += ch
if cur:
    words.append(cur)
print(" ".join(reversed(words)))
