# Brute force: for k = 0, 1, 2, ... try every multiset of k moves (which stack is left alone in
# each move; the order of moves does not change the final heights), play the moves out literally,
# and stop at the first k that levels every stack.
# Inputs too tall for that (only the large example) use the counting model instead: if stack i is
# left alone s_i times out of k moves it ends at h_i + k - s_i, so all are level exactly when
# h_i - s_i is one common value c; s_i >= 0 forces c <= min(h), and k = sum(h) - n*c shrinks as c
# grows, so the best choice is the largest allowed c.
import sys
from itertools import combinations_with_replacement

data = sys.stdin.read().split()
n = int(data[0])
heights = [int(x) for x in data[1 : 1 + n]]


def level_after(skips):
    h = list(heights)
    for skipped in skips:
        for i in range(n):
            if i != skipped:
                h[i] += 1
    return len(set(h)) == 1


def exhaustive():
    k = 0
    while not any(level_after(skips) for skips in combinations_with_replacement(range(n), k)):
        k += 1
    return k


def counting():
    c = min(heights)
    skips = [h - c for h in heights]
    k = sum(skips)
    assert all(s >= 0 for s in skips) and len({h + k - s for h, s in zip(heights, skips)}) == 1
    return k


small = n <= 5 and sum(h - min(heights) for h in heights) <= 20
print(exhaustive() if small else counting())
