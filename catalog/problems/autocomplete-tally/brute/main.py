# Brute force: compare every prefix with every stored word.
import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
words = [lines[1 + i].strip() for i in range(n)]
prefixes = [lines[1 + n + i].strip() for i in range(q)]
out = []
for p in prefixes:
    out.append(str(sum(1 for w in words if w[: len(p)] == p)))
print("\n".join(out))
