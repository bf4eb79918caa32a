# Brute force: try every way to hand out snacks: each child in turn gets nothing or any snack
# still in the box that is big enough; keep the most happy children over all hand-outs.
import sys

data = sys.stdin.read().split()
n = int(data[0])
appetite = [int(x) for x in data[1 : 1 + n]]
m = int(data[1 + n])
size = [int(x) for x in data[2 + n : 2 + n + m]]
used = [False] * m


def best(child):
    if child == n:
        return 0
    result = best(child + 1)
    for j in range(m):
        if not used[j] and size[j] >= appetite[child]:
            used[j] = True
            result = max(result, 1 + best(child + 1))
            used[j] = False
    return result


print(best(0))
