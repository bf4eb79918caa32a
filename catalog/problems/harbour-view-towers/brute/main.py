# Brute force: for each tower compare it with every tower between it and the harbour.
import sys

data = sys.stdin.read().split()
n = int(data[0])
h = [int(v) for v in data[1 : 1 + n]]
view = [i for i in range(n) if all(h[i] > h[j] for j in range(i + 1, n))]
print(" ".join(map(str, view)))
