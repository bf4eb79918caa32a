# Brute force: build every ordering by choosing each seat's guest among those left, then sort all
# plans as lists of numbers.
import sys

data = sys.stdin.read().split()
n = int(data[0])
badges = [int(x) for x in data[1 : 1 + n]]
plans = []


def place(plan, left):
    if not left:
        plans.append(plan)
        return
    for i in range(len(left)):
        place(plan + [left[i]], left[:i] + left[i + 1 :])


place([], badges)
plans.sort()
print("\n".join(" ".join(map(str, p)) for p in plans))
