# Brute force: try every subset of crates; a subset is a chain when, ordered by width, every crate is
# strictly smaller than the next one in both dimensions.
import sys

data = sys.stdin.read().split()
n = int(data[0])
crates = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
best = 0
for mask in range(1, 1 << n):
    chosen = sorted(crates[i] for i in range(n) if mask >> i & 1)
    if all(
        chosen[j][0] < chosen[j + 1][0] and chosen[j][1] < chosen[j + 1][1]
        for j in range(len(chosen) - 1)
    ):
        best = max(best, len(chosen))
print(best)
