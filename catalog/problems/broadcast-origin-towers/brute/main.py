# Brute force: try every subset of towers in order of size, keep the first whose broadcast
# (simulated by repeated relaying) reaches every tower; among equal sizes the first found wins,
# and the run checks that no other subset of that size also works (the answer is unique).
import sys
from itertools import combinations


def reached(n, links, starts):
    heard = [False] * n
    for s in starts:
        heard[s] = True
    changed = True
    while changed:
        changed = False
        for a, b in links:
            if heard[a] and not heard[b]:
                heard[b] = True
                changed = True
    return all(heard)


data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
links = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
for size in range(1, n + 1):
    good = [c for c in combinations(range(n), size) if reached(n, links, c)]
    if good:
        if len(good) > 1:
            sys.exit("answer is not unique")
        print(" ".join(map(str, good[0])))
        break
