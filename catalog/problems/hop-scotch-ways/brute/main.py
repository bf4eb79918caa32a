# Brute force: enumerate every hop sequence (hops of 1, 2 or 3) that lands exactly on square n.
import sys

n = int(sys.stdin.read().split()[0])
count = 0
stack = [0]
while stack:
    pos = stack.pop()
    if pos == n:
        count += 1
        continue
    for hop in (1, 2, 3):
        if pos + hop <= n:
            stack.append(pos + hop)
print(count % (10**9 + 7))
