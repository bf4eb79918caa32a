# Brute force: for every pivot, add up both sides from scratch.
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1 : 1 + n]]
answer = -1
for i in range(n):
    if sum(a[:i]) == sum(a[i + 1 :]):
        answer = i
        break
print(answer)
