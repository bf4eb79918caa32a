# Brute force: try every summit index s with 0 < s < n-1 and check both slopes literally.
import sys

data = sys.stdin.read().split()
n = int(data[0])
h = [int(x) for x in data[1 : 1 + n]]
ok = False
for s in range(1, n - 1):
    up = all(h[i] < h[i + 1] for i in range(s))
    down = all(h[i] > h[i + 1] for i in range(s, n - 1))
    if up and down:
        ok = True
print("true" if ok else "false")
