# Brute force: try every assignment of 1..n badges to each chef (no chef ever needs more than n),
# keep the valid ones and take the smallest total. Prunes only by checking each new chef against
# the chef to the left as soon as both are assigned.
import sys

data = sys.stdin.read().split()
n = int(data[0])
s = [int(v) for v in data[1 : 1 + n]]
best = None


def ok(i, j, badges):
    # the neighbouring chefs i and j both have badges
    if s[i] > s[j] and badges[i] <= badges[j]:
        return False
    if s[j] > s[i] and badges[j] <= badges[i]:
        return False
    return True


def search(i, badges, total):
    global best
    if best is not None and total >= best:
        return
    if i == n:
        best = total
        return
    for b in range(1, n + 1):
        badges.append(b)
        if i == 0 or ok(i - 1, i, badges):
            search(i + 1, badges, total + b)
        badges.pop()


search(0, [], 0)
print(best)
