# Brute force: every subset of the physical items, each sorted, deduplicated in a set, then sorted.
import sys

data = sys.stdin.read().split()
n = int(data[0])
items = [int(x) for x in data[1 : 1 + n]]
bundles = set()
for mask in range(1 << n):
    bundles.add(tuple(sorted(items[i] for i in range(n) if mask >> i & 1)))
ordered = sorted(bundles)  # tuple order: element by element, a prefix first
print(len(ordered))
print("\n".join(" ".join(map(str, b)) for b in ordered))
