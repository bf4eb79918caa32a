# Brute force: from every day, walk backwards while the price is at most that day's price.
import sys

data = sys.stdin.read().split()
n = int(data[0])
p = [int(x) for x in data[1 : 1 + n]]
spans = []
for i in range(n):
    j = i
    while j >= 0 and p[j] <= p[i]:
        j -= 1
    spans.append(i - j)
print(" ".join(map(str, spans)))
