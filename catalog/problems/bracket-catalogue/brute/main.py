# Brute force: every string of 2n brackets, keep the balanced ones of depth <= d, sort.
import sys
from itertools import product

n, d = map(int, sys.stdin.read().split())
found = []
for chars in product("()", repeat=2 * n):
    open_now = 0
    deepest = 0
    ok = True
    for c in chars:
        open_now += 1 if c == "(" else -1
        if open_now < 0:
            ok = False
            break
        deepest = max(deepest, open_now)
    if ok and open_now == 0 and deepest <= d:
        found.append("".join(chars))
found.sort()
print("\n".join(found))
