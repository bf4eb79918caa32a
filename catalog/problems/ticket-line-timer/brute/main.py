# Brute force: simulate the queue one second (one sale) at a time.
import sys
from collections import deque

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
need = [int(x) for x in data[2 : 2 + n]]
line = deque(range(n))
seconds = 0
while True:
    fan = line.popleft()
    need[fan] -= 1
    seconds += 1
    if need[fan] > 0:
        line.append(fan)
    elif fan == k:
        break
print(seconds)
