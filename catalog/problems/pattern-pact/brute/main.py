# Brute force: the pact holds exactly when the lengths agree and, for every pair of positions,
# the letters are equal if and only if the words are equal.
import sys

lines = sys.stdin.read().split("\n")
pattern = lines[0].strip()
n = int(lines[1])
words = lines[2].split()[:n]
ok = len(pattern) == len(words) and all(
    (pattern[i] == pattern[j]) == (words[i] == words[j])
    for i in range(len(words))
    for j in range(len(words))
)
print("true" if ok else "false")
