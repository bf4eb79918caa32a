# Brute force: for each letter, count it in both labels and compare the counts.
import sys

lines = sys.stdin.read().split("\n")
a = lines[0].strip() if len(lines) > 0 else ""
b = lines[1].strip() if len(lines) > 1 else ""
same = len(a) == len(b) and all(a.count(c) == b.count(c) for c in set(a + b))
print("true" if same else "false")
