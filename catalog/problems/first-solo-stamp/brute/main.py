# Brute force: for each position from the left, count that letter over the whole string.
import sys

s = sys.stdin.readline().strip()
answer = -1
for i, c in enumerate(s):
    if s.count(c) == 1:
        answer = i
        break
print(answer)
