# Brute force: for each carriage count those before and after it; the middle has equal numbers on both
# sides, or (even n) one more before it than after it (the second of the two middles).
import sys

data = sys.stdin.read().split()
n = int(data[0])
a = data[1 : 1 + n]
for i in range(n):
    before = i
    after = n - 1 - i
    if before == after or before == after + 1:
        print(int(a[i]))
        break
