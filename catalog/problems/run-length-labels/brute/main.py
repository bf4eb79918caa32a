# Brute force: encode by extending runs one character at a time; decode with a regular expression.
import re
import sys

lines = sys.stdin.read().split("\n")
s = lines[0].strip()
t = lines[1].strip()
parts = []
i = 0
while i < len(s):
    j = i
    while j < len(s) and s[j] == s[i]:
        j += 1
    parts.append(s[i] + str(j - i))
    i = j
print("".join(parts))
print("".join(letter * int(count) for letter, count in re.findall(r"([a-z])([0-9]+)", t)))
