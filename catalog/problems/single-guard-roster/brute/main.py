# Brute force: compare every pair of shifts; [s1, e1) and [s2, e2) overlap when s1 < e2 and s2 < e1.
import sys

data = sys.stdin.read().split()
n = int(data[0])
shifts = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
ok = all(
    not (shifts[i][0] < shifts[j][1] and shifts[j][0] < shifts[i][1])
    for i in range(n)
    for j in range(i + 1, n)
)
print("true" if ok else "false")
